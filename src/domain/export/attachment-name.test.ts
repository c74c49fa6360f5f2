import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAttachmentName } from './attachment-name';

describe('readAttachmentName', () => {
  it('reads the quoted or bare file name of an attachment', () => {
    expect(readAttachmentName('attachment; filename="compound-export-2026-11-26.zip"')).toBe(
      'compound-export-2026-11-26.zip',
    );
    expect(readAttachmentName('attachment; filename=data.json; size=10')).toBe('data.json');
  });

  it('gives nothing when no name is given', () => {
    expect(readAttachmentName(null)).toBeNull();
    expect(readAttachmentName('attachment')).toBeNull();
    expect(readAttachmentName('attachment; filename=".."')).toBeNull();
  });

  it('never names a folder or keeps a control character, whatever the header says', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const name = readAttachmentName(`attachment; filename="${raw.replaceAll('"', '')}"`);
        if (name === null) return;
        expect(name).not.toMatch(/[\\/\p{Cc}]/u);
        expect(name).not.toBe('..');
        expect(name.length).toBeGreaterThan(0);
      }),
    );
  });
});
