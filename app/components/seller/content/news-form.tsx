/** The news form of the add and edit pages: title, description, a visible
 * flag and up to 5 images (at least one when adding: docs/architecture.md §Validation). */
import { useState } from 'react';
import { MSG } from '../../../../domain/shared/messages';
import { newsFieldsSchema } from '../../../../domain/shared/schemas';
import type { News } from '../../../../domain/shared/types';
import { TextArea, TextInput, UploadSubmit } from '../seller-fields';
import { emptySlots, ImageSlots } from '../catalog/image-slots';
import { useUploadForm } from '../use-upload-form';
import { MAX_IMAGES } from '../../../../domain/shared/limits';
import { BothLanguages } from './both-languages';
import { useText } from '../../../lib/text';

type Props = {
  news?: News;
  path: string;
  method: 'POST' | 'PUT';
  submitLabel: string;
  successText: string;
  failure?: (f: { success: false; message: string; status: number }) => string;
  onSaved: (saved: { news: News }) => void;
};

export function NewsForm({ news, submitLabel, onSaved, ...send }: Props) {
  const { SELLER_TEXT } = useText();
  const { CONTENT_SELLER_TEXT: RU } = useText();
  const [files, setFiles] = useState(() => emptySlots(MAX_IMAGES));
  const [seen, setSeen] = useState(news?.seen ?? true);
  const imageRequired = news ? undefined : MSG.newsImageRequired;
  const { progress, busy, submit, errors } = useUploadForm(
    { ...send, schema: newsFieldsSchema, imageRequired, onSaved },
    files,
  );

  return (
    <form noValidate onSubmit={submit} className="max-w-4xl space-y-5">
      <ImageSlots files={files} onChange={setFiles} hint={SELLER_TEXT.newsImagesHint} />
      <BothLanguages
        az={<TextInput label={SELLER_TEXT.title} name="title" required maxLength={300} defaultValue={news?.title} />}
        ru={
          <TextInput
            label={RU.titleRu}
            name="titleRu"
            lang="ru"
            maxLength={300}
            defaultValue={news?.titleRu ?? ''}
            error={errors.titleRu}
          />
        }
      />
      <BothLanguages
        az={
          <TextArea
            label={SELLER_TEXT.description}
            name="description"
            required
            rows={8}
            defaultValue={news?.description}
          />
        }
        ru={
          <TextArea
            label={RU.descriptionRu}
            name="descriptionRu"
            lang="ru"
            rows={8}
            maxLength={20000}
            defaultValue={news?.descriptionRu ?? ''}
            error={errors.descriptionRu}
          />
        }
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={seen}
          onChange={(e) => setSeen(e.target.checked)}
        />
        {SELLER_TEXT.visible}
      </label>
      <input type="hidden" name="seen" value={String(seen)} />
      <UploadSubmit busy={busy} progress={progress} label={submitLabel} />
    </form>
  );
}
