import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../../testing/agent-fixture';
import { json, mockApi, sentBody } from '../../testing/render';
import { renderSection } from '../../testing/render-section';

const analyze = () => screen.getByRole('button', { name: 'Add & Analyze Page' });

describe('text cards: Rewrite with AI', () => {
  it('is offered only on the rewritable fields', () => {
    renderSection('description', agentFixture());
    expect(screen.getByRole('button', { name: 'Rewrite with AI' })).toBeInTheDocument();
  });

  it("sits in a one-text card's foot beside Cancel and Save, and under a task's field", () => {
    const { unmount } = renderSection('description', agentFixture());
    const actions = screen.getByRole('button', { name: 'Save' }).parentElement!;
    expect(actions).toContainElement(screen.getByRole('button', { name: 'Rewrite with AI' }));
    unmount();
    renderSection('greeting', agentFixture());
    expect(screen.getByRole('button', { name: 'Save' }).parentElement).not.toContainElement(
      screen.getByRole('button', { name: 'Rewrite with AI' }),
    );
  });

  it('is not offered on a field outside the list', () => {
    renderSection('voice', agentFixture());
    expect(screen.queryByRole('button', { name: 'Rewrite with AI' })).not.toBeInTheDocument();
  });

  it('asks for text first, without calling the server', () => {
    const fetchMock = mockApi({});
    renderSection('description', agentFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(screen.getByRole('alert')).toHaveTextContent("There's no text to rewrite.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('replaces the text with the rewrite, sending the card title as context', async () => {
    const fetchMock = mockApi({ 'POST /api/ai/rewrite': () => json({ rewrittenText: 'We repair bikes.' }) });
    renderSection('description', agentFixture());
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'we   repair bikes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(await screen.findByText('Text rewritten successfully with AI!')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('We repair bikes.');
    expect(sentBody(fetchMock)).toEqual({ text: 'we   repair bikes', context: 'Description', field: 'description' });
  });

  it('says so when the AI gives back the same text, instead of claiming a rewrite', async () => {
    mockApi({ 'POST /api/ai/rewrite': () => json({ rewrittenText: 'We repair bikes.\n' }) });
    renderSection('description', agentFixture());
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'We repair bikes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(await screen.findByText('The AI returned the same text: nothing was changed.')).toBeInTheDocument();
    expect(screen.queryByText('Text rewritten successfully with AI!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('We repair bikes.');
  });

  it("shows the server's message when the rewrite fails", async () => {
    mockApi({
      'POST /api/ai/rewrite': () =>
        json({ error: { code: 'BAD_GATEWAY', message: 'AI rewrite did not return the expected text format.' } }, 502),
    });
    renderSection('greeting', agentFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('AI rewrite did not return the expected text format.');
  });

  it('says the session expired when the server no longer knows the user', async () => {
    mockApi({
      'POST /api/ai/rewrite': () => json({ error: { code: 'UNAUTHORIZED', message: 'Session not found.' } }, 401),
    });
    renderSection('greeting', agentFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
  });
});

describe('text cards: Auto-Populate from Website', () => {
  it('is disabled while the URL is blank', () => {
    renderSection('aboutUs', agentFixture());
    expect(screen.getByLabelText('Webpage URL')).toHaveAttribute('type', 'url');
    expect(analyze()).toBeDisabled();
  });

  it('is not offered on cards without it', () => {
    renderSection('topicsToAvoid', agentFixture());
    expect(screen.queryByLabelText('Webpage URL')).not.toBeInTheDocument();
  });

  it('refuses an empty or unparsable link in the browser', () => {
    const fetchMock = mockApi({});
    renderSection('aboutUs', agentFixture());
    fireEvent.change(screen.getByLabelText('Webpage URL'), { target: { value: '   ' } });
    fireEvent.keyDown(screen.getByLabelText('Webpage URL'), { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Please enter a webpage URL.');
    fireEvent.change(screen.getByLabelText('Webpage URL'), { target: { value: 'exa mple.com' } });
    fireEvent.click(analyze());
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid website link.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds https:// and appends the summary to the text', async () => {
    const fetchMock = mockApi({
      'POST /api/ai/scrape-website': () =>
        json({ summary: 'Founded in 1999.', url: 'https://example.com/about', processed_title: 'About' }),
    });
    renderSection('aboutUs', agentFixture({ aboutUs: 'Family owned.' }));
    fireEvent.change(screen.getByLabelText('Webpage URL'), { target: { value: 'example.com/about' } });
    fireEvent.click(analyze());
    expect(await screen.findByText('Added a summary of About.')).toBeInTheDocument();
    expect(screen.getByLabelText('About Us')).toHaveValue('Family owned.\n\nFounded in 1999.');
    expect(sentBody(fetchMock)).toEqual({ url: 'https://example.com/about', category: 'Company Info' });
  });

  it('says the session expired when the server no longer knows the user', async () => {
    mockApi({
      'POST /api/ai/scrape-website': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Session not found.' } }, 401),
    });
    renderSection('aboutUs', agentFixture());
    fireEvent.change(screen.getByLabelText('Webpage URL'), { target: { value: 'example.com/about' } });
    fireEvent.click(analyze());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Session expired\.$/);
    expect(screen.getByLabelText('Webpage URL')).toHaveValue('example.com/about');
  });
});

describe('one-line cards', () => {
  const name = () => screen.getByRole('textbox', { name: 'Business Name' });
  const save = () => screen.getByRole('button', { name: 'Save' });

  it('edits Business Name in a one-line input, with its limit near the end', () => {
    renderSection('businessName', agentFixture({ businessName: 'Bright Smile Dental' }));
    expect(name().tagName).toBe('INPUT');
    expect(name()).not.toHaveAttribute('maxlength');
    fireEvent.change(name(), { target: { value: 'x'.repeat(85) } });
    expect(screen.getByText(/85 \/ 100 characters/)).toBeInTheDocument();
  });

  it('names the limit under the field, keeps the text and disables Save', async () => {
    renderSection('businessName', agentFixture());
    fireEvent.change(name(), { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText('Business Name must be at most 100 characters.')).toBeInTheDocument();
    expect(name()).toHaveValue('x'.repeat(101));
    expect(save()).toBeDisabled();
  });

  it('starts a name stored on several lines by older code as one line', () => {
    renderSection('businessName', agentFixture({ businessName: 'Bright Smile\nDental' }));
    expect(name()).toHaveValue('Bright Smile Dental');
  });

  it('keeps a rewrite of a name on one line', async () => {
    mockApi({ 'POST /api/ai/rewrite': () => json({ rewrittenText: 'Bright Smile\nDental Studio' }) });
    renderSection('businessName', agentFixture({ businessName: 'bright smile dental' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(await screen.findByText('Text rewritten successfully with AI!')).toBeInTheDocument();
    expect(name()).toHaveValue('Bright Smile Dental Studio');
  });

  it('leaves long texts in text areas', () => {
    renderSection('faqAndPolicies', agentFixture());
    expect(screen.getByRole('textbox', { name: 'FAQ & Policies' }).tagName).toBe('TEXTAREA');
  });
});
