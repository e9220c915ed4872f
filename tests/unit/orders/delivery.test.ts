/** The delivery fee rules (issue 25): zone fee, free from the threshold (one
 * qəpik either side), the minimum order's missing amount, COD where offered. */
import { describe, expect, it } from 'vitest';
import { DEMO_ZONES } from '../../../domain/delivery/demo-zones.ts';
import { deliveryQuote, type DeliveryZone } from '../../../domain/delivery/delivery.ts';
import { zoneForAddress } from '../../../domain/delivery/zone-match.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { formatMoney } from '../../../domain/shared/format.ts';
import { toManat } from '../../../domain/shared/money.ts';
import { AREA_KEYS, areaKey } from '../../../domain/delivery/places.ts';
import { zonesSchema } from '../../../domain/settings/settings-schema.ts';

const { DELIVERY_UI } = textsIn('az');

const zone = (over: Partial<DeliveryZone> = {}): DeliveryZone => ({
  _id: 'z1',
  name: 'Bakı – I zona',
  areas: ['Bakı/Nəsimi', 'Bakı/Yasamal'],
  fee: 3,
  freeOver: 50,
  daysMin: 1,
  daysMax: 2,
  cod: true,
  ...over,
});

describe('delivery quote', () => {
  it('charges the zone fee below the free threshold and adds it to the total', () => {
    expect(deliveryQuote(2000, zone(), 0)).toEqual({
      goodsQepik: 2000,
      feeQepik: 300,
      totalQepik: 2300,
      toFreeQepik: 3000,
      missingQepik: 0,
      payment: 'COD',
      daysMin: 1,
      daysMax: 2,
    });
  });

  it('is free from the threshold on: one qəpik under pays, exactly at it does not', () => {
    const under = deliveryQuote(4999, zone(), 0);
    expect([under.feeQepik, under.toFreeQepik, under.totalQepik]).toEqual([300, 1, 5299]);
    expect(DELIVERY_UI.toFree(formatMoney(toManat(under.toFreeQepik!)))).toBe(
      'Daha 0,01\u00a0₼ əlavə etsəniz, çatdırılma pulsuz olacaq.',
    );
    const at = deliveryQuote(5000, zone(), 0);
    expect([at.feeQepik, at.toFreeQepik, at.totalQepik]).toEqual([0, null, 5000]);
  });

  it('never makes delivery free in a zone without a threshold', () => {
    const q = deliveryQuote(10_000_00, zone({ freeOver: null, fee: 6 }), 0);
    expect([q.feeQepik, q.toFreeQepik]).toEqual([600, null]);
  });

  it('says how much is missing to the minimum order, to the qəpik', () => {
    expect(deliveryQuote(2999, zone(), 30).missingQepik).toBe(1);
    expect(deliveryQuote(3000, zone(), 30).missingQepik).toBe(0);
    expect(DELIVERY_UI.belowMinimumRefused(formatMoney(30), formatMoney(toManat(1)))).toBe(
      'Minimum sifariş məbləği 30,00\u00a0₼: daha 0,01\u00a0₼ lazımdır.',
    );
  });

  it('offers cash on delivery only where the zone does; elsewhere a bank transfer in advance', () => {
    expect(deliveryQuote(1000, zone({ cod: true }), 0).payment).toBe('COD');
    expect(deliveryQuote(1000, zone({ cod: false }), 0).payment).toBe('TRANSFER');
  });

  it('adds manat fees as whole qəpik (0.1 + 0.2 is 0.30)', () => {
    expect(deliveryQuote(10, zone({ fee: 0.2, freeOver: null }), 0).totalQepik).toBe(30);
  });
});

describe('the zone of an address', () => {
  const zones = [zone(), zone({ _id: 'z2', name: 'Gəncə', areas: ['Gəncə'] })];
  it('is found by the Baku district, or by the city elsewhere', () => {
    expect(zoneForAddress(zones, { city: 'Bakı', state: 'Yasamal' })?._id).toBe('z1');
    expect(zoneForAddress(zones, { city: ' Gəncə ', state: '' })?._id).toBe('z2');
  });
  it('is none for Baku without a district, a place off the list, or one no zone lists', () => {
    expect(zoneForAddress(zones, { city: 'Bakı', state: '' })).toBeNull();
    expect(zoneForAddress(zones, { city: 'Bakı', state: 'Atlantida' })).toBeNull();
    // "Baku" is read as Bakı since issue 32 (domain/delivery/zone-match.ts)
    expect(zoneForAddress(zones, { city: 'Baku', state: 'Yasamal' })?._id).toBe('z1');
    expect(zoneForAddress(zones, { city: 'Şəki', state: '' })).toBeNull();
  });
  it('area keys name every Baku district and every city once', () => {
    expect(new Set(AREA_KEYS).size).toBe(AREA_KEYS.length);
    expect(areaKey('Bakı', 'Pirallahı')).toBe('Bakı/Pirallahı');
  });
});

describe('the demo zones', () => {
  it('are valid zones and cover every area exactly once', () => {
    expect(zonesSchema.safeParse({ zones: DEMO_ZONES }).success).toBe(true);
    expect(DEMO_ZONES.flatMap((z) => z.areas).sort()).toEqual([...AREA_KEYS].sort());
  });
  it('offer cash on delivery in Baku and not through Azərpoçt', () => {
    expect(DEMO_ZONES.find((z) => z.name === 'Bakı – I zona')?.cod).toBe(true);
    expect(DEMO_ZONES.find((z) => z.name.includes('Azərpoçt'))).toMatchObject({ cod: false, daysMin: 4, daysMax: 6 });
  });
  it('refuse an area listed by two zones, naming it', () => {
    const twice = [DEMO_ZONES[0], { ...DEMO_ZONES[1], areas: ['Bakı/Nəsimi'] }];
    const parsed = zonesSchema.safeParse({ zones: twice });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('Bakı/Nəsimi iki zonadadır: Bakı – I zona, Bakı – II zona.');
  });
});
