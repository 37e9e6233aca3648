import { describe, expect, it } from 'vitest';
import { destination } from '../testing/destinations.ts';
import { FORWARDING_NUMBER_INVALID, FORWARDING_NUMBER_REQUIRED } from './forwarding.plain.ts';
import { newListId } from './agent.plain.ts';
import { defaultHours } from './hours.plain.ts';
import {
  destinationDisplay,
  destinationNumberError,
  destinationTarget,
  readDestinations,
  urgentDestination,
} from './transfers.plain.ts';
import { describeChanges } from './versions.plain.ts';

describe('stored destinations', () => {
  it('read what is a destination, with hours only when it rings on hours of its own, and leave out the rest', () => {
    const own = { ...destination({ ringWhen: 'own_hours' }), hours: 'whenever' };
    expect(readDestinations([destination(), own, { id: 'x' }, 'text', null])).toEqual([
      destination(),
      { ...destination({ ringWhen: 'own_hours' }), hours: defaultHours() },
    ]);
    expect(readDestinations(null)).toEqual([]);
    expect(readDestinations({ id: 'd1' })).toEqual([]);
  });

  it('ring their number in E.164, shown as people write it, including digits older code stored', () => {
    expect(destinationTarget(destination({ number: '5125550100' }))).toBe('+15125550100');
    expect(destinationTarget(destination({ number: '555' }))).toBeNull();
    expect(destinationDisplay(destination({ number: '+442079460000', countryCode: '+44' }))).toBe('+44 20 7946 0000');
    expect(destinationDisplay(destination({ number: '555' }))).toBe('555');
  });

  it('say what is wrong with a typed number', () => {
    expect(destinationNumberError('+1', ' ')).toBe(FORWARDING_NUMBER_REQUIRED);
    expect(destinationNumberError('+1', 'call me')).toBe(FORWARDING_NUMBER_INVALID);
    expect(destinationNumberError('+1', '(512) 555-0100')).toBeNull();
  });

  it('send urgent calls to the one chosen, else the first', () => {
    const list = [destination(), destination({ id: 'd2', name: 'Dr. Lee' })];
    expect(urgentDestination(list, 'd2')?.name).toBe('Dr. Lee');
    expect(urgentDestination(list, 'gone')?.name).toBe('Front desk');
    expect(urgentDestination([], null)).toBeNull();
  });

  it('get ids unique within the agent', () => {
    const id = newListId('d', ['d1']);
    expect(id).toMatch(/^d[a-z0-9]+$/);
    expect(id).not.toBe('d1');
  });
});

describe('changes to destinations, in words', () => {
  it('name each destination added, changed or removed, and the urgent one by name', () => {
    const before = {
      transferDestinations: [destination(), destination({ id: 'd2', name: 'Dr. Lee', number: '+15125550111' })],
      urgentMattersDestinationId: 'd2',
    };
    const after = {
      transferDestinations: [
        destination({ reason: 'Billing questions', ringWhen: 'always' }),
        destination({ id: 'd3', name: 'Night line', number: '+15125550122' }),
      ],
      urgentMattersDestinationId: 'd3',
    };
    const [forwarding, urgent] = describeChanges(before, after);
    expect(forwarding?.fields).toEqual([
      {
        label: 'Destination: Front desk',
        before: 'Front desk, (512) 555-0199: The caller asks for a person. (during opening hours)',
        after: 'Front desk, (512) 555-0199: Billing questions (any time)',
      },
      {
        label: 'Destination: Dr. Lee',
        before: 'Dr. Lee, (512) 555-0111: The caller asks for a person. (during opening hours)',
        after: 'Removed',
      },
      {
        label: 'Destination: Night line',
        before: 'Not set',
        after: 'Night line, (512) 555-0122: The caller asks for a person. (during opening hours)',
      },
    ]);
    expect(urgent?.fields).toEqual([{ label: 'Transfer to', before: 'Dr. Lee', after: 'Night line' }]);
  });
});
