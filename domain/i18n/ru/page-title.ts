import type { NOT_FOUND_PAGE as AZ } from '../az/page-title.ts';
import type { Shape } from '../catalogue.ts';

export const NOT_FOUND_PAGE = {
  title: 'Страница не найдена',
  description: 'Запрашиваемая страница не существует.',
} as const satisfies Shape<typeof AZ>;
