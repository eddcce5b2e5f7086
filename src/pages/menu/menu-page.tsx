import { barMoment, formatDay } from '#model/bar-calendar';
import { sectionIdOf } from '#model/section-id';
import { printButtonAttribute } from '#src/components/print-button/print-button-attribute';
import { useBusinessContent } from '#src/content/business';
import { editable } from '#src/content/editable';
import { menuOnDay, type SectionOnDay } from '#src/content/menu-on-day';
import { useMenuPageContent, type MenuPageContent } from '#src/content/menu-page';
import { useSeoContent } from '#src/content/seo';
import { siteDay } from '#src/content/site-day';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { MenuItemLine, type MenuItemLineProps } from './menu-item-line';
import styles from './menu-page.module.scss';

/**
 * The bar's menu: a text page. Its sections (with a list at the top that jumps to each), their
 * items with prices, marks and allergens, the day the owner last saved it, and a button to print
 * it as the counter menu (the page's script shows it: src/browser/print-buttons.ts).
 * Items out of season on the build's day are left out; the daily rebuild keeps up.
 */
export function MenuPage() {
  const content = useMenuPageContent();
  const { timeZone } = useBusinessContent();
  const { language } = useSeoContent();
  const sections = menuOnDay(content.sections, siteDay(timeZone));
  const allergensLabel = { text: content.allergensLabel, tinaField: editable(content, 'allergensLabel') };

  return (
    <div className={styles.page}>
      <EditablePageIntro content={content} />
      <div className={styles.column}>
        <MenuTools content={content} timeZone={timeZone} language={language} />
        <MenuContents content={content} sections={sections} />
        <div className={styles.sections}>
          {sections.map(({ section, items }) => (
            <MenuSectionOnDay
              key={section.name}
              section={section}
              items={items}
              notToday={content.notToday}
              allergensLabel={allergensLabel}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

interface MenuToolsProps {
  content: MenuPageContent;
  timeZone: string;
  language: string;
}

/** Above the menu: the day the owner last saved it, and the button that prints it. */
function MenuTools({ content, timeZone, language }: MenuToolsProps) {
  // The save's moment, as a day on the bar's calendar.
  const checkedDay = barMoment(new Date(content.checkedOn), timeZone).day;
  return (
    <div className={styles.tools}>
      <p className={styles.checked}>
        <span data-tina-field={editable(content, 'checkedOnLabel')}>{content.checkedOnLabel}</span>{' '}
        <time dateTime={checkedDay} data-tina-field={editable(content, 'checkedOn')}>
          {formatDay(checkedDay, language)}
        </time>
      </p>
      <button
        type="button"
        className={styles.print}
        {...{ [printButtonAttribute]: '' }}
        data-tina-field={editable(content, 'printLabel')}
      >
        {content.printLabel}
      </button>
    </div>
  );
}

/** The list at the top of the menu that jumps to each section. */
function MenuContents({
  content,
  sections,
}: {
  content: MenuPageContent;
  sections: readonly SectionOnDay[];
}) {
  return (
    <nav className={styles.contents} aria-labelledby="menu-sections-heading">
      <h2 id="menu-sections-heading" data-tina-field={editable(content, 'sectionsLabel')}>
        {content.sectionsLabel}
      </h2>
      <ul>
        {sections.map(({ section }) => (
          <li key={section.name}>
            <a href={`#${sectionIdOf(section.name)}`} data-tina-field={editable(section, 'name')}>
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type MenuSectionOnDayProps = SectionOnDay & Omit<MenuItemLineProps, 'item'>;

/** A section of the day's menu: its heading, the owner's note, and the items served that day. */
function MenuSectionOnDay({ section, items, notToday, allergensLabel }: MenuSectionOnDayProps) {
  const id = sectionIdOf(section.name);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} data-tina-field={editable(section, 'name')}>
        {section.name}
      </h2>
      {section.note && (
        <p className={styles.note} data-tina-field={editable(section, 'note')}>
          {section.note}
        </p>
      )}
      <ul className={styles.items}>
        {items.map((item) => (
          <MenuItemLine key={item.name} item={item} notToday={notToday} allergensLabel={allergensLabel} />
        ))}
      </ul>
    </section>
  );
}
