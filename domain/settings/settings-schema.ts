/** The payloads of the shop's settings and delivery zones (issue 25): one
 * definition for the API, the seller's forms and the tests. */
import { z } from 'zod';
import { bankSettingsFields } from '../payments/bank-schema.ts';
import { isAreaKey } from '../delivery/places.ts';
import { normalizePhone } from '../shared/phone.ts';
import { rxModeSchema } from '../vet/rx.ts';
import { email, idSchema, optionalText, ruText, safeString, text } from '../shared/schemas.ts';

const phone = (label: string) =>
  safeString({ error: `${label} mətn olmalıdır.` })
    .trim()
    .transform((v, ctx) => {
      const e164 = normalizePhone(v);
      if (!e164) ctx.addIssue({ code: 'custom', message: `${label} düzgün deyil (məs. 050 123 45 67): ${v}` });
      return e164 ?? v;
    });

/** Manat with at most two decimals, in a range; `label` names it in the message. */
export const manat = (label: string, max: number) =>
  z
    .number({ error: `${label} ədəd olmalıdır.` })
    .min(0, `${label} mənfi ola bilməz.`)
    .max(max, `${label} ${max} ₼-dan çox ola bilməz.`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} ən çox iki onluq rəqəmlə yazılır.`,
    });

const httpsUrl = safeString({ error: 'Keçid mətn olmalıdır.' })
  .trim()
  .max(300, 'Keçid ən çox 300 simvol ola bilər.')
  .refine((v) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Keçid https:// ilə başlamalıdır.');

export const settingsSchema = z.object({
  legalName: text('Hüquqi adı', 200),
  legalForm: text('Hüquqi formanı', 100),
  taxId: safeString({ error: 'VÖEN daxil edin.' })
    .trim()
    .regex(/^\d{10}$/, 'VÖEN 10 rəqəmdən ibarət olmalıdır.'),
  registration: text('Dövlət qeydiyyatını', 300),
  address: text('Ünvanı', 300),
  phones: z
    .array(phone('Telefon nömrəsi'), { error: 'Telefonlar siyahı olmalıdır.' })
    .min(1, 'Ən azı bir telefon nömrəsi daxil edin.')
    .max(5, 'Ən çox 5 telefon nömrəsi ola bilər.'),
  email,
  whatsapp: z.union([z.literal(''), phone('WhatsApp nömrəsi')], { error: 'WhatsApp nömrəsi düzgün deyil.' }),
  workingHours: text('İş saatlarını', 200),
  licenceNumber: optionalText('Lisenziya nömrəsi', 100),
  licenceAuthority: optionalText('Lisenziyanı verən orqan', 200),
  social: z
    .array(z.object({ label: text('Sosial şəbəkənin adını', 40), href: httpsUrl }), {
      error: 'Sosial keçidlər siyahı olmalıdır.',
    })
    .max(6, 'Ən çox 6 sosial keçid ola bilər.'),
  terms: text('Satış şərtlərinin mətnini', 20000, true),
  returns: text('Qaytarma qaydalarının mətnini', 20000, true),
  /** The policies in Russian (issue 36); null or absent: the Azerbaijani text on /ru pages. */
  termsRu: ruText('Satış şərtlərinin rusca mətni', 20000, true),
  returnsRu: ruText('Qaytarma qaydalarının rusca mətni', 20000, true),
  minOrder: manat('Minimum sifariş məbləği', 100_000),
  /** Prescription-only items: orderable with the prescription, or "ask us" (decision 0053). */
  rxMode: rxModeSchema.default('prescription'),
  /** Bank details, ƏDV and payment reminders (issue 34). */
  ...bankSettingsFields,
});

export type ShopSettings = z.output<typeof settingsSchema>;

const days = (label: string) =>
  z
    .number({ error: `${label} ədəd olmalıdır.` })
    .int(`${label} tam ədəd olmalıdır.`)
    .min(0, `${label} mənfi ola bilməz.`)
    .max(60, `${label} 60-dan çox ola bilməz.`);

export const zoneSchema = z
  .object({
    /** An existing zone keeps its id; a new one has none. */
    _id: idSchema.optional(),
    name: text('Zonanın adını', 100),
    nameRu: ruText('Zonanın rusca adı', 100),
    areas: z
      .array(safeString().refine(isAreaKey, 'Naməlum ərazi.'), { error: 'Ərazilər siyahı olmalıdır.' })
      .min(1, 'Zonaya ən azı bir ərazi seçin.')
      .max(200, 'Ərazi sayı çoxdur.'),
    fee: manat('Çatdırılma haqqı', 10_000),
    freeOver: manat('Pulsuz çatdırılma həddi', 100_000).nullable(),
    daysMin: days('Çatdırılma müddəti'),
    daysMax: days('Çatdırılma müddəti'),
    cod: z.boolean({ error: 'Yerində ödəmə true və ya false olmalıdır.' }),
  })
  .refine((z) => z.daysMax >= z.daysMin, {
    message: 'Ən çox gün ən az gündən kiçik ola bilməz.',
    path: ['daysMax'],
  });

export const zonesSchema = z
  .object({
    zones: z.array(zoneSchema, { error: 'Zonalar siyahı olmalıdır.' }).max(50, 'Ən çox 50 zona ola bilər.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<string, string>();
    const ids = new Set<string>();
    value.zones.forEach((zone, i) => {
      if (zone._id && ids.has(zone._id))
        ctx.addIssue({ code: 'custom', path: ['zones', i, '_id'], message: 'Zona iki dəfə göndərilib.' });
      if (zone._id) ids.add(zone._id);
      for (const area of zone.areas) {
        const other = seen.get(area);
        if (other && other !== zone.name)
          ctx.addIssue({
            code: 'custom',
            path: ['zones', i, 'areas'],
            message: `${area} iki zonadadır: ${other}, ${zone.name}.`,
          });
        seen.set(area, zone.name);
      }
    });
  });

export type ZoneInput = z.output<typeof zoneSchema>;
