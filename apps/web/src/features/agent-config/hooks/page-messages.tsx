import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type MessageKind = 'success' | 'info' | 'warning' | 'error';
export type PageMessage = { id: number; kind: MessageKind; text: string };

type PageMessagesValue = {
  messages: PageMessage[];
  /** Replaces what is shown: each action's outcome stands alone, older news would mislead. */
  show: (...items: { kind: MessageKind; text: string }[]) => void;
  dismiss: (id: number) => void;
};

const PageMessagesContext = createContext<PageMessagesValue | null>(null);

// Good news fades; warnings and errors stay until read and closed.
const FADE_MS = 8000;

export function PageMessagesProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<PageMessage[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setMessages((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (...items: { kind: MessageKind; text: string }[]) => {
      const added = items.map((item) => ({ ...item, id: nextId.current++ }));
      setMessages(added);
      for (const item of added) {
        if (item.kind === 'success' || item.kind === 'info') setTimeout(() => dismiss(item.id), FADE_MS);
      }
    },
    [dismiss],
  );
  const value = useMemo(() => ({ messages, show, dismiss }), [messages, show, dismiss]);
  return <PageMessagesContext.Provider value={value}>{children}</PageMessagesContext.Provider>;
}

export function usePageMessages(): PageMessagesValue {
  const value = useContext(PageMessagesContext);
  if (!value) throw new Error('usePageMessages needs a PageMessagesProvider');
  return value;
}
