import { liveNotice, noticeId } from './site-notice';

const notice = {
  text: 'Closed Monday 1 December for a private event',
  starts: '2026-11-28',
  ends: '2026-12-01',
  dismissLabel: 'Dismiss notice',
};

describe('liveNotice', () => {
  it.each([
    ['2026-11-27', false],
    ['2026-11-28', true],
    ['2026-12-01', true],
    ['2026-12-02', false],
  ])('on %s shows: %s', (day, shown) => {
    expect(liveNotice(notice, day)).toBe(shown ? notice : undefined);
  });

  it('shows nothing without a text', () => {
    expect(liveNotice({ ...notice, text: ' ' }, '2026-11-29')).toBeUndefined();
    expect(liveNotice({ dismissLabel: 'Dismiss notice' }, '2026-11-29')).toBeUndefined();
  });
});

describe('noticeId', () => {
  it('changes with the wording or the dates, and is letters and digits only', () => {
    const id = noticeId(notice);
    expect(id).toMatch(/^[a-z0-9]+$/);
    expect(noticeId({ ...notice })).toBe(id);
    expect(noticeId({ ...notice, text: 'Closed Tuesday' })).not.toBe(id);
    expect(noticeId({ ...notice, ends: '2026-12-02' })).not.toBe(id);
  });
});
