/** What a person starting the shop needs to read (issue 32 item 10): where it answers, where the
 * seller's panel is and, on the first start, the seller's e-mail and password. Printed on stdout
 * once the shop listens, not logged: a password has no place in a log file. */
import type { Config } from './config.ts';

export function startBanner(config: Config, firstSeller?: { email: string; generatedPassword?: string }): string {
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  const origin = config.publicUrl ?? `http://${host}:${config.port}`;
  const lines = ['', `  Mağaza işləyir:  ${origin}/`, `  Satıcı paneli:   ${origin}/seller`];
  if (firstSeller) {
    lines.push(`  Satıcı e-poçtu:  ${firstSeller.email}`);
    lines.push(
      firstSeller.generatedPassword
        ? `  Şifrə:           ${firstSeller.generatedPassword}   (yalnız indi göstərilir, yadda saxlayın)`
        : '  Şifrə:           SELLER_PASSWORD-da verilən',
    );
  }
  return `${lines.join('\n')}\n\n`;
}
