import type { CardEditor } from '@portal/shared/agents/cards.plain';
import type { ComponentType } from 'react';
import { CallForwardingEditor } from './call-forwarding-editor';
import type { EditorProps } from './editor-props';
import { HoursEditor } from './hours-editor';
import { LazyPrivacyEditor } from './lazy-privacy-editor';
import { LazyTextsEditor } from './lazy-texts-editor';
import { NameAvatarEditor } from './name-avatar-editor';
import { SchedulingEditor } from './scheduling-editor';
import { TaskEditor, TextEditor } from './text-editors';
import { UrgentMattersEditor } from './urgent-matters-editor';
import { VibeAccentEditor } from './vibe-accent-editor';
import { VoiceEditor } from './voice-editor';
import { WebsiteEditor } from './website-editor';

/** The editor of each kind of card (cards.plain.ts `editor`): 27 cards, twelve editors, most of them one text field. */
export const EDITORS: Record<CardEditor, ComponentType<EditorProps>> = {
  nameAvatar: NameAvatarEditor,
  voice: VoiceEditor,
  vibeAccent: VibeAccentEditor,
  text: TextEditor,
  hours: HoursEditor,
  website: WebsiteEditor,
  task: TaskEditor,
  callForwarding: CallForwardingEditor,
  scheduling: SchedulingEditor,
  urgentMatters: UrgentMattersEditor,
  texts: LazyTextsEditor,
  privacy: LazyPrivacyEditor,
};
