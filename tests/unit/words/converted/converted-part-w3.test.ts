/** Two-factor sign-in's words moved from `domain/staff/two-factor-text.ts` functions into the
 * Azerbaijani-only catalogue (issue 43 item 2, part W3): each message says exactly what the old
 * function or template said (the expected strings are the old code's outputs, copied before it went). */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in';
import { RECOVERY_CODE_COUNT, REMEMBER_DAYS } from '../../../../domain/staff/two-factor';

const T = textsIn('az');

describe('the two-factor messages say what their functions said', () => {
  it('TWO_FACTOR_TEXT', () => {
    const { TWO_FACTOR_TEXT } = T;
    expect(TWO_FACTOR_TEXT.graceUntil('05.12.2026 10:00')).toBe(
      'İki mərhələli girişi 05.12.2026 10:00 tarixinədək quraşdırın: bundan sonra panel yalnız «Hesabım və giriş» səhifəsini açacaq.',
    );
    expect(TWO_FACTOR_TEXT.recoveryLeft(7)).toBe('İstifadə olunmamış bərpa kodu: 7');
    expect(TWO_FACTOR_TEXT.recoveryLeft(0)).toBe('İstifadə olunmamış bərpa kodu: 0');
    expect(TWO_FACTOR_TEXT.recoveryHint(RECOVERY_CODE_COUNT)).toBe(
      'Bu 10 kodu indi yazın və ya çap edin: bir daha göstərilməyəcək. Telefon əlinizdə olmadıqda hər kod bir dəfə girişə imkan verir.',
    );
    expect(TWO_FACTOR_TEXT.remember(REMEMBER_DAYS)).toBe('Bu cihazı 30 gün yadda saxla');
    expect(TWO_FACTOR_TEXT.codeWrong).toBe(
      'Təsdiq kodu yanlışdır, vaxtı keçib və ya artıq istifadə olunub. Tətbiqdəki yeni kodu daxil edin.',
    );
  });

  it('STAFF_MORE_TEXT', () => {
    expect(T.STAFF_MORE_TEXT.inviteNotFound).toBe('Belə gözləyən dəvət yoxdur.');
  });
});
