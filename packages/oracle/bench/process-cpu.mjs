// CPU accounting from /proc for the benches, so their figures can be compared even when other
// processes share the CPUs (Linux only).
import { readdirSync, readFileSync } from 'node:fs';

/** Milliseconds per clock tick of /proc/<pid>/stat (USER_HZ = 100 on Linux). */
export const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command name: [0] is the state, [1] the parent pid. */
export function statFields(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** The pids of every live process below this one. */
export function descendantPids() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(statFields(entry)[1]));
    } catch {}
  }
  const inside = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) if (!inside.has(pid) && inside.has(parent)) (inside.add(pid), (grew = true));
  }
  inside.delete(process.pid);
  return [...inside];
}

/** CPU ms of the live processes below this one whose command passes `keep`, with the children each has reaped (jobs, launchers). */
export function descendantsCpuMs(keep = () => true) {
  let total = 0;
  for (const pid of descendantPids()) {
    try {
      if (!keep(readFileSync(`/proc/${pid}/comm`, 'utf8'))) continue;
      const fields = statFields(pid);
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
    } catch {}
  }
  return total;
}

/** CPU ms of this Node.js process (user + system). */
export function nodeCpuMs() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
