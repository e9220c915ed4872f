/** deploy/systemd (issue 44 item 4): each unit passes `systemd-analyze verify` without a warning,
 * with this checkout in place of /opt/vetshop (verify checks that the command exists), and says
 * what the issue asks: a user of its own, restarted on failure, the settings' file, hardened.
 * Skipped with a printed line where systemd-analyze is absent (.ci/run installs systemd). */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p));
if (!analyze)
  console.log('systemd unit: SKIPPED — systemd-analyze is not installed (apt-get install systemd; .ci/run does).');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-systemd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The unit as installed from this checkout; `instance` names the template's instance to verify. */
function verify(name: string, instance?: string): { status: number | null; output: string } {
  const text = readFileSync(path.join('deploy/systemd', name), 'utf8').replaceAll('/opt/vetshop', process.cwd());
  writeFileSync(path.join(dir, name), text);
  const target = instance ? name.replace('@.', `@${instance}.`) : name;
  if (instance) copyFileSync(path.join(dir, name), path.join(dir, target));
  const run = spawnSync(analyze!, ['verify', path.join(dir, target)], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe.skipIf(!analyze)('deploy/systemd', () => {
  for (const [name, instance] of [
    ['vetshop.service', undefined],
    ['vetshop@.service', '3001'],
  ] as const) {
    it(`${name} passes systemd-analyze verify without a warning`, () => {
      const { status, output } = verify(name, instance);
      expect(output.split('\n').filter((line) => line.includes('vetshop'))).toEqual([]);
      expect(status).toBe(0);
    });

    it(`${name} runs as its own user, restarts on failure, reads the settings' file, and is hardened`, () => {
      const unit = readFileSync(path.join('deploy/systemd', name), 'utf8');
      const value = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);
      expect(value('User')).toEqual(['vetshop']);
      expect(value('Restart')).toEqual(['on-failure']);
      expect(value('EnvironmentFile')[0]).toBe('/etc/vetshop/vetshop.env');
      for (const key of ['NoNewPrivileges', 'ProtectHome', 'PrivateTmp', 'PrivateDevices', 'RestrictSUIDSGID'])
        expect(value(key)).toEqual(['yes']);
      expect(value('ProtectSystem')).toEqual(['strict']);
      expect(value('CapabilityBoundingSet')).toEqual(['']);
    });
  }

  it('would catch a mistake', () => {
    writeFileSync(path.join(dir, 'broken.service'), '[Service]\nExecStart=/nonexistent/vetshop\nRestart=sometimes\n');
    const run = spawnSync(analyze!, ['verify', path.join(dir, 'broken.service')], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
  });
});
