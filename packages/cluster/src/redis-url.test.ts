import { describe, expect, it } from '@jest/globals';
import { parseRedisUrl as sut } from './redis-url.js';

describe(sut.name, () => {
  it('shows a URL without its password, and removes the password from any text', () => {
    const target = sut('redis://:s3cret-word@cache.internal:6380/2');
    expect(target).toMatchObject({ url: 'redis://:s3cret-word@cache.internal:6380/2', display: 'redis://:[REDACTED]@cache.internal:6380/2', tls: false });
    expect(target.redact('connect to redis://:s3cret-word@cache.internal:6380/2 failed: WRONGPASS s3cret-word')).toBe('connect to redis://:[REDACTED]@cache.internal:6380/2 failed: WRONGPASS [REDACTED]');
  });

  it('knows TLS URLs, user names and URL-encoded passwords', () => {
    const target = sut('rediss://worker:p%40ss-word@redis.example.com:6380');
    expect(target).toMatchObject({ display: 'rediss://worker:[REDACTED]@redis.example.com:6380', tls: true });
    expect(target.redact('auth p@ss-word / p%40ss-word')).toBe('auth [REDACTED] / [REDACTED]');
    expect(sut('redis://127.0.0.1:6379').display).toBe('redis://127.0.0.1:6379');
  });

  it('refuses what is not a Redis URL, never echoing a password', () => {
    expect(() => sut('http://:topsecret1@host:8080')).toThrow('--redis must start with redis:// or rediss:// (TLS), got "http://:[REDACTED]@host:8080/"');
    expect(() => sut('redis://:topsecret1@host/cache')).toThrow('--redis: the path must be a database number (redis://host:6379/0), got "redis://:[REDACTED]@host/cache"');
    const error = (() => {
      try {
        sut('not a url :topsecret1@', 'EXECRET_REDIS_URL');
      } catch (caught) {
        return caught as Error & { code: string };
      }
      return undefined;
    })();
    expect(error?.code).toBe('INVALID_ARGUMENT');
    expect(error?.message).toMatch(/^EXECRET_REDIS_URL must be a URL such as redis:\/\/host:6379/);
  });
});
