/** Two-factor sign-in's words (issue 35 item 4, decision 0101), as the seller panel and the API say
 * them: Azerbaijani only (decision 0153). `{0}` in recoveryHint is RECOVERY_CODE_COUNT and in remember
 * REMEMBER_DAYS (domain/staff/two-factor.ts), passed by the caller. */

export const TWO_FACTOR_TEXT = {
  // the API's answers
  codeRequired:
    'Bu hesabda iki mərhələli giriş aktivdir: autentifikator tətbiqindəki 6 rəqəmli kodu və ya bərpa kodunu daxil edin.',
  codeWrong: 'Təsdiq kodu yanlışdır, vaxtı keçib və ya artıq istifadə olunub. Tətbiqdəki yeni kodu daxil edin.',
  alreadyEnabled: 'İki mərhələli giriş artıq aktivdir.',
  notEnabled: 'İki mərhələli giriş aktiv deyil.',
  noSetup: 'Əvvəlcə quraşdırmağa başlayın: QR kod yenidən yaradılsın.',
  enabled: 'İki mərhələli giriş aktiv edildi. Bərpa kodlarını indi saxlayın.',
  disabled: 'İki mərhələli giriş söndürüldü; yadda saxlanmış cihazlar unudulub.',
  policyOn: 'İndi bütün işçilərdən iki mərhələli giriş tələb olunur.',
  policyOff: 'İki mərhələli giriş yalnız sahib üçün məcburidir.',
  badChoice: 'Seçim düzgün deyil: bəli və ya xeyr.',
  // the set-up on /seller/account
  title: 'İki mərhələli giriş',
  isOn: 'İki mərhələli giriş aktivdir.',
  isOff: 'İki mərhələli giriş aktiv deyil.',
  required: 'Sizin hesabınız üçün iki mərhələli giriş məcburidir.',
  graceUntil:
    'İki mərhələli girişi {0} tarixinədək quraşdırın: bundan sonra panel yalnız «Hesabım və giriş» səhifəsini açacaq.',
  gateNotice: 'Paneldən istifadə etmək üçün əvvəlcə iki mərhələli girişi quraşdırın.',
  start: 'Quraşdırmağa başla',
  scan: 'Autentifikator tətbiqi (Google Authenticator, Microsoft Authenticator və s.) ilə QR kodu skan edin və ya açarı əl ilə daxil edin.',
  qrAlt: 'Autentifikator tətbiqi üçün QR kod',
  secret: 'Açar (əl ilə daxil etmək üçün)',
  code: 'Tətbiqdəki 6 rəqəmli kod',
  confirm: 'Təsdiq et',
  recoveryTitle: 'Bərpa kodları',
  recoveryHint:
    'Bu {0} kodu indi yazın və ya çap edin: bir daha göstərilməyəcək. Telefon əlinizdə olmadıqda hər kod bir dəfə girişə imkan verir.',
  recoveryLeft: 'İstifadə olunmamış bərpa kodu: {0}',
  recoverySaved: 'Kodları saxladım',
  disableTitle: 'İki mərhələli girişi söndür',
  disableHint: 'Söndürmək üçün tətbiqdəki kodu və ya bərpa kodunu daxil edin.',
  disable: 'Söndür',
  codeOrRecovery: 'Kod və ya bərpa kodu',
  // the sign-in form
  loginCode: 'Təsdiq kodu və ya bərpa kodu',
  loginCodeHint: 'Autentifikator tətbiqindəki 6 rəqəmli kodu daxil edin.',
  remember: 'Bu cihazı {0} gün yadda saxla',
  // the owner's policy on /seller/staff
  policyTitle: 'İki mərhələli giriş',
  policyForAll: 'Bütün işçilərdən iki mərhələli giriş tələb et',
  policySave: 'Saxla',
  memberOn: '2FA aktiv',
  memberOff: '2FA yoxdur',
  endSessions: 'Seanslarını bağla',
  sessionsEnded: 'İşçinin bütün seansları bağlandı.',
} as const;

/** The staff's sessions and pending invitations (issue 35 items 3 and 4). */
export const STAFF_MORE_TEXT = {
  lastSeen: 'Son fəaliyyət',
  address: 'Ünvan',
  endOthers: 'Digər seanslardan çıx',
  othersEnded: 'Digər seanslar bağlandı.',
  invitesTitle: 'Gözləyən dəvətlər',
  noInvites: 'Gözləyən dəvət yoxdur.',
  sent: 'Göndərilib',
  expires: 'Bitir',
  resend: 'Yenidən göndər',
  withdraw: 'Geri götür',
  withdrawn: 'Dəvət geri götürüldü.',
  sessionsEnded: 'İşçinin bütün seansları bağlandı və yadda saxlanmış cihazları unudulub.',
  inviteNotFound: 'Belə gözləyən dəvət yoxdur.',
} as const;
