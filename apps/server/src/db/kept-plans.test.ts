import { describe, expect, it } from 'vitest';
import { keptPlanConnection } from './client';

describe('keptPlanConnection', () => {
  const setting = '-c plan_cache_mode=force_generic_plan';

  it('opens the connections of statements that keep one plan with the setting', () => {
    const url = 'postgres://fairway:secret@db.example:5432/fairway?sslmode=require';
    const connection = keptPlanConnection(url, {});
    expect(connection.options).toBe(setting);
    expect(new URL(connection.connectionString)).toMatchObject({
      username: 'fairway',
      password: 'secret',
      host: 'db.example:5432',
      pathname: '/fairway',
      search: '?sslmode=require',
    });
  });

  it('keeps the server options of the URL, or else of PGOPTIONS, which the setting would replace', () => {
    const url =
      'postgres://fairway@db.example/fairway?options=-c%20search_path%3Dgolf&application_name=fairway';
    const connection = keptPlanConnection(url, { PGOPTIONS: '-c work_mem=8MB' });
    expect(connection.options).toBe(`-c search_path=golf ${setting}`);
    const parsed = new URL(connection.connectionString);
    expect(parsed.searchParams.has('options')).toBe(false);
    expect(parsed.searchParams.get('application_name')).toBe('fairway');
    expect(
      keptPlanConnection('postgres://db.example/fairway', { PGOPTIONS: '-c work_mem=8MB' }).options,
    ).toBe(`-c work_mem=8MB ${setting}`);
  });
});
