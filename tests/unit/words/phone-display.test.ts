/** Phone numbers as people read them wherever the shop shows them (issue 32 item 11): the
 * seller's settings form showed the stored "+994125554747". */
import { describe, expect, it } from 'vitest';
import { settingsFromForm, settingsToForm } from '../../../domain/settings/settings-form.ts';
import { settingsSchema } from '../../../domain/settings/settings-schema.ts';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';

describe("the seller's settings form", () => {
  const shop = { ...DEFAULT_SETTINGS, phones: ['+994125554747', '+994505554747'], whatsapp: '+994505554747' };

  it('shows the phones and the WhatsApp number grouped, as they are dialled', () => {
    const form = settingsToForm(shop);
    expect(form.phone0).toBe('+994 12 555 47 47');
    expect(form.phone1).toBe('+994 50 555 47 47');
    expect(form.whatsapp).toBe('+994 50 555 47 47');
  });

  it('saves the grouped numbers back as they were stored', () => {
    const parsed = settingsSchema.parse(settingsFromForm(settingsToForm(shop)));
    expect(parsed.phones).toEqual(shop.phones);
    expect(parsed.whatsapp).toBe(shop.whatsapp);
  });
});
