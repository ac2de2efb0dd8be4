import { describe, expect, it } from 'vitest';
import { buildClub, buildCourse, buildTee } from '../test-factories';
import { suggestionChanges } from './suggestion-changes';

const tee = buildTee({ teeName: 'Yellow', courseCr: 70.1, courseSlope: null });
const club = buildClub({
  phone: '+33 4 78 00 00 00',
  architect: null,
  courses: [buildCourse({ tees: [tee] })],
});

describe('suggestionChanges', () => {
  it('lists only the changed fields, in the form’s order, beside the club’s values', () => {
    const rows = suggestionChanges(
      {
        architect: 'Robert Trent Jones',
        phone: '+33 4 78 99 99 99',
        amenities: { restaurant: true, drivingRange: false },
        tees: [{ teeId: tee.teeId, courseSlope: 131, courseCr: null }],
      },
      club,
    );
    expect(rows.map((row) => [row.key, row.current, row.proposed])).toEqual([
      ['phone', '+33 4 78 00 00 00', '+33 4 78 99 99 99'],
      ['architect', null, 'Robert Trent Jones'],
      ['amenity.drivingRange', false, false],
      ['amenity.restaurant', false, true],
      [`tee.${tee.teeId}.courseCr`, 70.1, null],
      [`tee.${tee.teeId}.courseSlope`, null, 131],
    ]);
    expect(rows.at(-1)).toMatchObject({ kind: 'rating', teeName: 'Le Parcours · Yellow' });
  });

  it('leaves the current values unknown while the club loads, or for a tee it no longer has', () => {
    expect(suggestionChanges({ phone: '1' }, undefined)).toEqual([
      { kind: 'field', key: 'phone', field: 'phone', current: undefined, proposed: '1' },
    ]);
    const [row] = suggestionChanges(
      { tees: [{ teeId: '00000000-0000-4000-8000-999999999999', courseCr: 71 }] },
      club,
    );
    expect(row).toMatchObject({ teeName: null, current: undefined, proposed: 71 });
  });
});
