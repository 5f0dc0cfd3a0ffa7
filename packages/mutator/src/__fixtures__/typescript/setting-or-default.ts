interface Settings {
  timeoutMs?: number;
  retries?: number;
}

export function settingOrDefault(settings: Settings | undefined, fallback = 30): number {
  const timeout = settings?.timeoutMs ?? fallback * 1000;
  const retries = settings?.retries || 1;
  return timeout * retries;
}
