/** The product form of the add and edit pages: name, description, category,
 * price, stock and image slots (4 when adding, 5 when editing: docs/architecture.md §Validation). */
import { useState } from 'react';
import { CATEGORIES } from '../../../domain/categories';
import { productFieldsSchema } from '../../../domain/schemas';
import type { Product } from '../../../domain/types';
import { FormSwitch, Select, TextArea, TextInput, UploadSubmit } from './seller-fields';
import { emptySlots, ImageSlots } from './image-slots';
import { SELLER_TEXT } from '../../../domain/seller-text';
import { useUploadForm } from './use-upload-form';

type Props = {
  product?: Product;
  slots: number;
  imagesHint?: string;
  path: string;
  method: 'POST' | 'PUT';
  submitLabel: string;
  successText: string;
  failure?: (f: { success: false; message: string; status: number }) => string;
  onSaved: (saved: { product: Product }) => void;
};

export function ProductForm({ product, slots, imagesHint, submitLabel, onSaved, ...send }: Props) {
  const [files, setFiles] = useState(() => emptySlots(slots));
  const { progress, busy, submit } = useUploadForm({ ...send, schema: productFieldsSchema, onSaved }, files);

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-5">
      <ImageSlots files={files} onChange={setFiles} hint={imagesHint} />
      <TextInput label={SELLER_TEXT.productName} name="name" required maxLength={200} defaultValue={product?.name} />
      <TextArea
        label={SELLER_TEXT.description}
        name="description"
        maxLength={5000}
        defaultValue={product?.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label={SELLER_TEXT.category} name="category" defaultValue={product?.category ?? CATEGORIES[0].path}>
          {CATEGORIES.map((c) => (
            <option key={c.path} value={c.path}>
              {c.text}
            </option>
          ))}
        </Select>
        <TextInput
          label={SELLER_TEXT.price}
          name="offerPrice"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          defaultValue={product?.offerPrice ?? ''}
        />
      </div>
      <FormSwitch
        label={SELLER_TEXT.inStockSwitch}
        name="inStock"
        defaultChecked={product?.inStock ?? true}
        hint={SELLER_TEXT.inStockHint}
      />
      <UploadSubmit busy={busy} progress={progress} label={submitLabel} />
    </form>
  );
}
