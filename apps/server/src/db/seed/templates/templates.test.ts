import { weeklyHoursSchema } from '@portal/shared/agents/hours';
import { TIMEZONES, URGENT_ACTIONS, URGENT_INFO_CHOICES, WEEKDAYS } from '@portal/shared/agents/options.plain';
import { ACCENTS, VIBES } from '@portal/shared/agents/personality.plain';
import { schedulingConfigSchema, schedulingMode } from '@portal/shared/agents/scheduling';
import { DEFAULT_TEMPLATE_INDUSTRY, templateLabel } from '@portal/shared/agents/templates';
import { VOICES } from '@portal/shared/agents/voices.plain';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_TEMPLATES } from './index.ts';

const industries = INDUSTRY_TEMPLATES.filter((template) => template.industry !== DEFAULT_TEMPLATE_INDUSTRY);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const texts = (template: (typeof INDUSTRY_TEMPLATES)[number]) => [
  template.coreInstructions,
  ...Object.values(template.defaults).filter((value): value is string => typeof value === 'string'),
  ...(template.defaults.schedulingConfig?.appointment_types ?? []),
];

describe('industry templates', () => {
  it('has the hidden default_agent first and at least 8 industries besides it', () => {
    expect(INDUSTRY_TEMPLATES[0]).toMatchObject({ industry: DEFAULT_TEMPLATE_INDUSTRY, sortOrder: 0 });
    expect(industries.length).toBeGreaterThanOrEqual(8);
    expect(industries.map((template) => template.industry)).toEqual(
      expect.arrayContaining([
        'dental_clinic',
        'hair_salon',
        'plumbing',
        'restaurant',
        'real_estate',
        'law_firm',
        'auto_repair',
        'medical_practice',
      ]),
    );
  });

  it('uses unique snake_case keys and unique, ascending sort orders', () => {
    const keys = INDUSTRY_TEMPLATES.map((template) => template.industry);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
    const orders = INDUSTRY_TEMPLATES.map((template) => template.sortOrder);
    expect(orders).toEqual([...new Set(orders)].sort((a, b) => a - b));
    expect(templateLabel('dental_clinic')).toBe('Dental Clinic');
  });

  describe.each(INDUSTRY_TEMPLATES.map((template) => [template.industry, template] as const))('%s', (_, template) => {
    const { defaults } = template;

    it('has core instructions of a sensible length with emergency guidance', () => {
      const count = words(template.coreInstructions);
      expect(count).toBeGreaterThanOrEqual(150);
      expect(count).toBeLessThanOrEqual(700);
      expect(template.coreInstructions).toContain('911');
    });

    it('is plain spoken text without placeholders, markdown, prices or phone numbers', () => {
      for (const text of texts(template)) {
        expect(text).not.toMatch(/[[\]{}<>#*$]/);
        expect(text).not.toMatch(/\d{3}\D?\d{3}\D?\d{4}/);
      }
    });

    it('ends list-like fields without a period (the compiled prompt adds its own)', () => {
      for (const text of [defaults.topicsToAvoid, defaults.urgentMattersSituations]) {
        if (text !== undefined) expect(text).not.toMatch(/[.!?]\s*$/);
      }
    });

    it('leaves the business facts to the owner', () => {
      for (const field of ['businessName', 'description', 'yourPrices', 'contactInfo', 'aboutUs']) {
        expect(defaults).not.toHaveProperty(field);
      }
    });

    it('has the defaults every agent starts with', () => {
      for (const field of ['greeting', 'endOfCall', 'infoToCollect', 'topicsToAvoid'] as const) {
        expect(defaults[field]?.trim()).toBeTruthy();
      }
      expect(TIMEZONES.map((zone) => zone.id)).toContain(defaults.timezone);
      expect(weeklyHoursSchema.safeParse(defaults.yourHours).success).toBe(true);
    });

    it('uses personality options from the shared catalogues', () => {
      expect(VIBES.map((vibe) => vibe.id)).toContain(defaults.vibe);
      expect(ACCENTS.map((accent) => accent.id)).toContain(defaults.accent);
      expect(VOICES.map((voice) => voice.dataId)).toContain(defaults.voice);
    });

    it('has a valid scheduling setup that fits its opening hours', () => {
      if (defaults.scheduling === undefined || schedulingMode(defaults.scheduling) === 'No') {
        expect(defaults.schedulingConfig).toBeUndefined();
        return;
      }
      expect(defaults.scheduling).toMatch(/^(Gather Info|Use Instructions): \S/);
      const parsed = schedulingConfigSchema.safeParse(defaults.schedulingConfig);
      expect(parsed.error?.issues).toBeUndefined();
      const config = parsed.data!;
      expect(config.appointment_types.length).toBeGreaterThan(0);
      const hours = defaults.yourHours!;
      const openDays = WEEKDAYS.filter((day) => hours[day].open);
      for (const day of config.allowed_booking_days) expect(openDays).toContain(day);
      const starts = openDays.map((day) => hours[day].start!).sort();
      const ends = openDays.map((day) => hours[day].end!).sort();
      expect(config.allowed_booking_hours_start! >= starts[0]!).toBe(true);
      expect(config.allowed_booking_hours_end! <= ends.at(-1)!).toBe(true);
    });

    it('has urgent matters from the shared choices when enabled', () => {
      if (!defaults.urgentMattersEnabled) {
        expect(defaults.urgentMattersSituations).toBeUndefined();
        return;
      }
      expect(defaults.urgentMattersSituations?.trim()).toBeTruthy();
      expect(URGENT_ACTIONS).toContain(defaults.urgentMattersAction);
      expect(defaults.urgentMattersInfoToCollect?.length).toBeGreaterThan(0);
      for (const item of defaults.urgentMattersInfoToCollect ?? []) expect(URGENT_INFO_CHOICES).toContain(item);
    });
  });
});
