/** What the owner is told of (issue 44 item 2, decision 0134): the incidents, when each begins, and
 * the mail's words (the owner reads the panel in Azerbaijani). */

export const ALERT_KINDS = [
  'outbox-stalled',
  'job-failed',
  'database-unreachable',
  'backup-failed',
  'backup-missing',
  'server-errors',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** A mail unsent for longer than this means the outbox has stopped. */
export const OUTBOX_STALLED_MS = 15 * 60_000;
/** A job's failures in a row that make an incident (one failure may be a passing glitch). */
export const JOB_FAILURES_TO_ALERT = 2;
/** 5xx answers of one instance within the window that make an incident (SERVER_ERRORS_ALERT sets it). */
export const SERVER_ERRORS_WINDOW_MS = 5 * 60_000;
export const SERVER_ERRORS_DEFAULT_THRESHOLD = 20;
/** A daily backup older than this (a day and a margin for the run itself) is missing. */
export const BACKUP_MISSING_MS = 26 * 3_600_000;

const TITLES: Record<AlertKind, string> = {
  'outbox-stalled': 'Məktublar göndərilmir',
  'job-failed': 'Planlı iş iki dəfə alınmadı',
  'database-unreachable': 'Verilənlər bazası cavab vermir',
  'backup-failed': 'Ehtiyat nüsxə alınmadı',
  'backup-missing': 'Ehtiyat nüsxə vaxtında çıxarılmayıb',
  'server-errors': 'Mağaza çoxlu xəta qaytarır',
};

const ADVICE: Record<AlertKind, string> = {
  'outbox-stalled':
    'Bir məktub 15 dəqiqədən çoxdur göndərilməyib. Poçt serverini (SMTP_URL) və mağazanın jurnalını yoxlayın.',
  'job-failed': 'Eyni planlı iş ardıcıl iki dəfə xəta ilə bitdi. Mağazanın jurnalında səbəbi axtarın.',
  'database-unreachable': 'Mağaza verilənlər bazasına qoşula bilmir: sifarişlər qəbul olunmur. Serveri yoxlayın.',
  'backup-failed': 'Son ehtiyat nüsxə çıxarılmadı və ya bərpa yoxlamasından keçmədi.',
  'backup-missing': 'Son 26 saatda yoxlanmış ehtiyat nüsxə yoxdur. Cədvəli və qovluğu yoxlayın.',
  'server-errors': 'Son 5 dəqiqədə mağaza həddən çox 5xx cavabı qaytarıb. Mağazanın jurnalını yoxlayın.',
};

export function alertTitle(kind: AlertKind, subject = ''): string {
  return subject ? `${TITLES[kind]}: ${subject}` : TITLES[kind];
}

/** The owner's mail for an incident that began now. */
export function alertMail(kind: AlertKind, subject: string, detail: string): { subject: string; text: string } {
  const title = alertTitle(kind, subject);
  return {
    subject: `[VetAqro] ${title}`,
    text: [
      title,
      '',
      ADVICE[kind],
      ...(detail ? ['', detail] : []),
      '',
      'Bu barədə bir dəfə yazırıq: vəziyyət düzələnə qədər təkrar məktub olmayacaq. Açıq xəbərdarlıqlar satıcı panelinin icmalında görünür.',
    ].join('\n'),
  };
}

/** The 5xx answers of the last window reach the threshold. */
export function serverErrorsOver(times: number[], now: number, threshold: number): boolean {
  return times.filter((t) => t > now - SERVER_ERRORS_WINDOW_MS).length >= threshold;
}

/** The overview's words for the shop's health. */
export const RUNNING_TEXT = {
  heading: 'Mağazanın vəziyyəti',
  allWell: 'Son 7 gündə xəbərdarlıq olmayıb.',
  open: 'açıqdır',
  resolved: 'həll olunub',
  since: 'başlayıb',
  backups: 'Ehtiyat nüsxələr',
  noBackups: 'Planlı ehtiyat nüsxə hələ çıxarılmayıb.',
  verified: 'yoxlanılıb',
  failed: 'alınmadı',
  running: 'gedir',
  rows: 'sətir',
} as const;

export const isAlertKind = (kind: string): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind);

/** The overview's view of the shop's health (server/services/running.ts). */
export type ShopHealth = {
  alerts: { kind: string; subject: string; detail: string; openedAt: string; resolvedAt: string | null }[];
  backups: {
    slot: string;
    status: string;
    finishedAt: string | null;
    sizeBytes: number | null;
    durationMs: number | null;
    rows: number | null;
    error: string | null;
  }[];
};
