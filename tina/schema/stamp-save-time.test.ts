import { stampSaveTime, stampedFieldsOf } from './stamp-save-time';

describe('stampSaveTime, run by the editor as the owner saves', () => {
  afterEach(() => jest.useRealTimers());

  it('writes the moment of the save into the field and keeps every other value', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T14:03:12.345Z') });
    const values = { heading: 'Menu', checkedOn: '2026-10-01T09:00:00.000Z', sections: [{ name: 'Gelato' }] };
    await expect(stampSaveTime('checkedOn')({ values })).resolves.toEqual({
      heading: 'Menu',
      checkedOn: '2026-11-27T14:03:12.345Z',
      sections: [{ name: 'Gelato' }],
    });
  });
});

describe('stampedFieldsOf, what a save digest leaves out', () => {
  it('names the field a collection stamps at each save, and none for a collection that stamps nothing', () => {
    expect(stampedFieldsOf({ ui: { beforeSubmit: stampSaveTime('checkedOn') } })).toEqual(['checkedOn']);
    expect(stampedFieldsOf({ ui: {} })).toEqual([]);
    expect(stampedFieldsOf({})).toEqual([]);
  });
});
