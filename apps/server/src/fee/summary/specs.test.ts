import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countTriggerSql } from '../../platform/db/count-triggers.ts';
import { handWrittenSummarySql } from './specs.ts';

describe('the bill summaries', () => {
  it('migration 0041 holds exactly the triggers the specs make', () => {
    const text = fs.readFileSync(new URL('../../../drizzle/0041_fee_summaries.sql', import.meta.url), 'utf8');
    const handWritten = text.slice(text.indexOf('\n', text.indexOf('-- hand-written:')) + 1).trimEnd();
    expect(handWritten).toBe(handWrittenSummarySql(countTriggerSql));
  });
});
