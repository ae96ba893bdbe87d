/**
 * The accessibility rules the e2e suite and the Storybook sweep check with axe-core: its tags
 * for WCAG 2.1 A and AA.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
