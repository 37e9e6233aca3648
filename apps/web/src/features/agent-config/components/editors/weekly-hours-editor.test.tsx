import { MantineProvider } from '@mantine/core';
import { defaultHours, type WeeklyHours } from '@portal/shared/agents/hours';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../testing/render';
import { WeeklyHoursEditor } from './weekly-hours-editor';

function Harness({
  initial = defaultHours(),
  onChange,
}: {
  initial?: WeeklyHours;
  onChange?: (h: WeeklyHours) => void;
}) {
  const [hours, setHours] = useState(initial);
  return (
    <WeeklyHoursEditor
      value={hours}
      onChange={(next) => {
        setHours(next);
        onChange?.(next);
      }}
    />
  );
}

const renderEditor = (onChange = vi.fn()) => {
  render(
    <MantineProvider env="test">
      <Harness onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
};

const last = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)![0] as WeeklyHours;
const openSwitch = (day: string) => screen.getByRole('switch', { name: `${day} open` });

describe('WeeklyHoursEditor', () => {
  it('shows the default week: Mon-Fri 09:00-17:00, the weekend closed', () => {
    renderEditor();
    expect(openSwitch('Monday')).toBeChecked();
    expect(screen.getByLabelText('Friday closing time')).toHaveValue('17:00');
    expect(openSwitch('Saturday')).not.toBeChecked();
    expect(screen.getByLabelText('Sunday opening time')).toHaveValue('');
  });

  it('opens a closed day when a time is set on it', () => {
    const onChange = renderEditor();
    fireEvent.change(screen.getByLabelText('Saturday opening time'), { target: { value: '10:00' } });
    expect(last(onChange).Sat).toEqual({ open: true, start: '10:00', end: null });
    expect(openSwitch('Saturday')).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Saturday: An open day needs a start and an end time.');
  });

  it('closes an open day when both times are cleared', () => {
    const onChange = renderEditor();
    fireEvent.change(screen.getByLabelText('Monday opening time'), { target: { value: '' } });
    expect(last(onChange).Mon).toEqual({ open: true, start: null, end: '17:00' });
    fireEvent.change(screen.getByLabelText('Monday closing time'), { target: { value: '' } });
    expect(last(onChange).Mon).toEqual({ open: false, start: null, end: null });
    expect(openSwitch('Monday')).not.toBeChecked();
  });

  it('fills 09:00-17:00 when a day is switched open and clears the times when closed', () => {
    const onChange = renderEditor();
    fireEvent.click(openSwitch('Sunday'));
    expect(last(onChange).Sun).toEqual({ open: true, start: '09:00', end: '17:00' });
    expect(screen.getByLabelText('Sunday opening time')).toHaveValue('09:00');
    fireEvent.click(openSwitch('Tuesday'));
    expect(last(onChange).Tue).toEqual({ open: false, start: null, end: null });
    expect(screen.getByLabelText('Tuesday closing time')).toHaveValue('');
  });

  it('says when a day closes before it opens', () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('Wednesday closing time'), { target: { value: '08:00' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Wednesday: The closing time must be after the opening time.');
  });
});
