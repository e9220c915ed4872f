/** The unit and API files share their worker's modules (vitest.config.ts, isolate: false, decision
 * 0140), so none may swap a module or a global for the files after it: such a test belongs in a
 * project that isolates its files (component). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SHARED = ['tests/unit', 'tests/api', 'tests/helpers'];
const SWAPS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

describe('files that share a worker', () => {
  it('mock no module and stub no global', () => {
    const swapping = SHARED.flatMap((dir) =>
      // recursive: the files sit in a folder per capability (decision 0154)
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && path.basename(name) !== path.basename(import.meta.filename))
        .map((name) => path.join(dir, name))
        .filter((file) => SWAPS.test(readFileSync(file, 'utf8'))),
    );
    expect(swapping).toEqual([]);
  });
});
