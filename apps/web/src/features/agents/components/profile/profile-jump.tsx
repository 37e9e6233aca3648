import type { MouseEvent } from 'react';
import { PROFILE_SECTIONS, sectionId, sectionTitleId } from './profile-sections';
import classes from './profile.module.css';

/**
 * Below a laptop's width the profile is one long column: a row of the boxes' names above them
 * leads to each. The box's heading takes the focus, so Tab and a screen reader carry on from
 * there; the address is left as it is, so Back still leaves the page rather than stepping through
 * the boxes.
 */
export function ProfileJump() {
  const jump = (event: MouseEvent<HTMLAnchorElement>, tab: (typeof PROFILE_SECTIONS)[number]['tab']) => {
    const heading = document.getElementById(sectionTitleId(tab));
    if (!heading) return;
    event.preventDefault();
    heading.focus({ preventScroll: true });
    document.getElementById(sectionId(tab))?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <nav aria-label="On this page" className={classes.jump}>
      <ul className={classes.jumpList}>
        {PROFILE_SECTIONS.map(({ tab, title, short }) => (
          <li key={tab}>
            <a
              href={`#${sectionId(tab)}`}
              className={classes.jumpLink}
              aria-label={short === title ? undefined : title}
              onClick={(event) => jump(event, tab)}
            >
              {short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
