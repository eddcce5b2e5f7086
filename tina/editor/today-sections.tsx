/**
 * The parts of the Today panel (today-panel.tsx), each bound to Tina's form of its document:
 * a change is `form.change` on the field the desktop form has, then the page above is scrolled
 * to where it shows.
 */
import { useState } from 'react';
import type { Form } from 'tinacms';
import type { BusinessContent, SpecialHoursLine } from '#tina/schema/collections/business';
import type { MenuPageContent } from '#tina/schema/collections/menu';
import type { SiteContent } from '#tina/schema/collections/site';
import { showInPage } from './phone-layout';
import { Entry, Switch } from './today-controls';

export const heading = {
  margin: '20px 0 4px',
  fontSize: 13,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: '#4b5563',
} as const;

export function InTheCase({ form, menu }: { form: Form; menu: MenuPageContent }) {
  return menu.sections.map((section, s) => (
    <section key={s}>
      <h3 style={heading}>In the case today: {section.name}</h3>
      {section.items.map((item, i) => (
        <Switch
          key={i}
          label={item.name}
          on={item.inCase}
          onChange={(on) => {
            form.change(`sections.${s}.items.${i}.inCase`, on);
            showInPage(`menuPage.sections.${s}.items.${i}.name`);
          }}
        />
      ))}
    </section>
  ));
}

const noticeEntries = [
  ['text', 'Words of the notice', 'text'],
  ['starts', 'First day', 'date'],
  ['ends', 'Last day', 'date'],
] as const;

export function Notice(props: { form: Form; notice: SiteContent['notice']; today: string }) {
  const { form, notice, today } = props;
  const [writing, setWriting] = useState(false);
  const shown = writing || !!notice.text?.trim();
  const change = (field: (typeof noticeEntries)[number][0], value: string) => {
    form.change(`notice.${field}`, value);
    showInPage('site.notice.text');
  };
  return (
    <section>
      <h3 style={heading}>Notice</h3>
      <Switch
        label="A notice at the top of every page"
        on={shown}
        onChange={(on) => {
          setWriting(on);
          if (!on) {
            return change('text', '');
          }
          // A notice needs its days; today is the likeliest first and last one.
          if (!notice.starts) {
            change('starts', today);
          }
          if (!notice.ends) {
            change('ends', today);
          }
        }}
      />
      {shown &&
        noticeEntries.map(([field, label, type]) => (
          <Entry
            key={field}
            label={label}
            type={type}
            value={notice[field] ?? ''}
            onChange={(value) => change(field, value)}
          />
        ))}
    </section>
  );
}

export function DayHours(props: { form: Form; business: BusinessContent; today: string }) {
  const { form, business, today } = props;
  const lines = business.specialHours ?? [];
  const [day, setDay] = useState(today);
  const index = lines.findIndex((line) => line.date === day);
  const line = lines[index];
  /** The day's line, made as it is first needed; a day neither closed nor with hours has none. */
  const update = (patch: Partial<SpecialHoursLine>) => {
    const next = { date: day, closed: false, ...line, ...patch };
    const kept = next.closed || next.opens || next.closes || next.note ? [next] : [];
    const at = index < 0 ? lines.length : index;
    form.change('specialHours', [...lines.slice(0, at), ...kept, ...lines.slice(at + 1)]);
    showInPage(`business.specialHours.${at}.date`);
  };
  return (
    <section>
      <h3 style={heading}>A day closed or with other hours</h3>
      <Entry label="Day" type="date" value={day} onChange={setDay} />
      <Switch label="Closed all day" on={line?.closed === true} onChange={(closed) => update({ closed })} />
      {!line?.closed &&
        (['opens', 'closes'] as const).map((field) => (
          <Entry
            key={field}
            label={field === 'opens' ? 'Opens at' : 'Closes at'}
            type="time"
            value={line?.[field] ?? ''}
            onChange={(time) => update({ [field]: time })}
          />
        ))}
      <Entry label="Note (optional)" value={line?.note ?? ''} onChange={(note) => update({ note })} />
    </section>
  );
}
