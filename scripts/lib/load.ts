/** The machine's load average (1, 5 and 15 minutes), printed beside every benchmark figure. */
import os from 'node:os';

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
