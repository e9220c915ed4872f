/** The product form of the add and edit pages, in sections a phone reads one
 * after another (two columns only on wide screens): the spec's fields and
 * image slots (4 when adding, 5 when editing: docs/architecture.md §Validation),
 * then the veterinary facts (decision 0042). Checked with the API's own schema
 * before sending; each message stands beside its field (decision 0050). */
import { useState } from 'react';
import { CATEGORIES } from '../../../../domain/catalog/categories';
import type { Product, SellerStock } from '../../../../domain/shared/types';
import { StockFields } from '../stock/stock-fields';
import { gatherProductForm, productFormSchema } from '../../../../domain/vet/vet-schemas';
import { FormSection, FormSwitch, Select, TextArea, TextInput, UploadSubmit } from '../seller-fields';
import { emptySlots, ImageSlots } from './image-slots';
import { useUploadForm } from '../use-upload-form';
import { LeafletField, SpeciesChecks, SubstanceRows, WithdrawalField } from '../vet/vet-fields';
import { FamilyPicker } from './family-picker';
import { BothLanguages } from '../content/both-languages';
import { useText } from '../../../lib/text';

type Props = {
  product?: Product;
  /** the shared substance names the rows suggest */
  substances: readonly string[];
  /** The product's live stock (issue 24): the switch as set, tracking and threshold. */
  stock?: SellerStock;
  slots: number;
  imagesHint?: string;
  path: string;
  method: 'POST' | 'PUT';
  submitLabel: string;
  successText: string;
  failure?: (f: { success: false; message: string; status: number }) => string;
  onSaved: (saved: { product: Product }) => void;
};

const twoColumns = 'grid gap-4 lg:grid-cols-2';

export function ProductForm({ product, substances, stock, slots, imagesHint, submitLabel, onSaved, ...send }: Props) {
  const { VET_TEXT, SELLER_TEXT, CONTENT_SELLER_TEXT: RU, SELLER_VET_TEXT: T } = useText();
  const [files, setFiles] = useState(() => emptySlots(slots));
  const { progress, busy, submit, errors } = useUploadForm(
    { ...send, schema: productFormSchema, gather: gatherProductForm, onSaved },
    files,
  );
  const text = (name: keyof Product & string, label: string, maxLength: number, extra: object = {}) => (
    <TextInput
      label={label}
      name={name}
      maxLength={maxLength}
      defaultValue={(product?.[name] as string | null | undefined) ?? ''}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="max-w-4xl space-y-6">
      <FormSection title={T.sectionBasics}>
        <ImageSlots files={files} onChange={setFiles} hint={imagesHint} />
        <BothLanguages
          az={text('name', SELLER_TEXT.productName, 200, { required: true })}
          ru={text('nameRu', RU.nameRu, 200, { lang: 'ru' })}
        />
        <BothLanguages
          az={
            <TextArea
              label={SELLER_TEXT.description}
              name="description"
              maxLength={5000}
              defaultValue={product?.description}
              error={errors.description}
            />
          }
          ru={
            <TextArea
              label={RU.descriptionRu}
              name="descriptionRu"
              lang="ru"
              maxLength={5000}
              defaultValue={product?.descriptionRu ?? ''}
              error={errors.descriptionRu}
            />
          }
        />
        <div className={twoColumns}>
          <Select
            label={SELLER_TEXT.category}
            name="category"
            defaultValue={product?.category ?? CATEGORIES[0].path}
            error={errors.category}
          >
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
            error={errors.offerPrice}
          />
        </div>
        <FormSwitch
          label={SELLER_TEXT.inStockSwitch}
          name="inStock"
          // the switch as the seller set it: the public inStock also needs a quantity
          defaultChecked={stock?.inStockSwitch ?? product?.inStock ?? true}
          hint={SELLER_TEXT.inStockHint}
        />
        <StockFields stock={stock} />
      </FormSection>

      <FormSection title={T.sectionAnimals}>
        <SpeciesChecks checked={product?.species ?? []} error={errors.species} />
        <SubstanceRows initial={product?.substances ?? []} suggestions={substances} error={errors.substances} />
      </FormSection>

      <FormSection title={T.sectionIdentity}>
        <div className={twoColumns}>
          {text('packSize', VET_TEXT.packSize, 60, { placeholder: T.packPlaceholder })}
          {text('manufacturer', VET_TEXT.manufacturer, 100)}
          {text('country', VET_TEXT.country, 60)}
          {text('sku', VET_TEXT.sku, 40, { autoComplete: 'off' })}
          {text('barcode', VET_TEXT.barcode, 13, { inputMode: 'numeric', placeholder: T.barcodeHint })}
          {text('registrationNumber', VET_TEXT.registration, 50)}
        </div>
      </FormSection>

      <FormSection title={T.sectionDocs}>
        <FormSwitch label={T.rxSwitch} name="rx" defaultChecked={product?.rx ?? false} />
        <LeafletField current={product?.leaflet ?? null} error={errors.leaflet ?? errors.removeLeaflet} />
      </FormSection>

      <FormSection title={T.sectionWithdrawal} hint={T.sectionWithdrawalHint}>
        <div className="grid gap-4 lg:grid-cols-3">
          <WithdrawalField
            name="withdrawalMeat"
            label={VET_TEXT.withdrawalMeat}
            initial={product?.withdrawal.meat ?? null}
            error={errors.withdrawalMeat}
          />
          <WithdrawalField
            name="withdrawalMilk"
            label={VET_TEXT.withdrawalMilk}
            initial={product?.withdrawal.milk ?? null}
            error={errors.withdrawalMilk}
          />
          <WithdrawalField
            name="withdrawalEggs"
            label={VET_TEXT.withdrawalEggs}
            initial={product?.withdrawal.eggs ?? null}
            error={errors.withdrawalEggs}
          />
        </div>
      </FormSection>

      <FormSection title={T.sectionStorage}>
        <div className="grid grid-cols-2 gap-4 lg:max-w-md">
          <TextInput
            label={T.storageMin}
            name="storageMinC"
            type="number"
            step={1}
            defaultValue={product?.storage.minC ?? ''}
            error={errors.storageMinC}
          />
          <TextInput
            label={T.storageMax}
            name="storageMaxC"
            type="number"
            step={1}
            defaultValue={product?.storage.maxC ?? ''}
            error={errors.storageMaxC}
          />
        </div>
        <FormSwitch label={T.coldChainSwitch} name="coldChain" defaultChecked={product?.storage.coldChain ?? false} />
      </FormSection>

      <FormSection title={T.sectionFamily} hint={T.sectionFamilyHint}>
        <FamilyPicker product={product} error={errors.familyOf} />
      </FormSection>

      <UploadSubmit busy={busy} progress={progress} label={submitLabel} />
    </form>
  );
}
