import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Form, Input, Label } from 'reactstrap';

type Props = {
  id: string;
  label: string;
  placeholder: string;
  sendLabel: string;
  hint: string;
  /** Limit of one message (the security rules' limit). */
  maxLength: number;
  disabled?: boolean;
  /** Called with the trimmed text; the box clears at once (the message shows as pending). */
  onSend: (text: string) => void;
  /** Typing (true) or the box emptied (false). */
  onTyping?: (typing: boolean) => void;
};

/**
 * The message box of every chat: Enter sends, Shift+Enter starts a new line, blank text is
 * never sent.
 */
export function MessageComposer(props: Props) {
  const [text, setText] = useState('');
  const send = () => {
    const message = text.trim();
    if (!message || props.disabled) return;
    // The sender ends typing itself (the chat's send batch deletes the typing entry).
    props.onSend(message);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Form onSubmit={onSubmit} className="d-flex gap-2 align-items-end" data-testid="composer">
      <div className="flex-grow-1">
        <Label for={props.id} className="visually-hidden">
          {props.label}
        </Label>
        <Input
          id={props.id}
          type="textarea"
          rows={2}
          value={text}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          aria-describedby={`${props.id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            props.onTyping?.(event.target.value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
          disabled={props.disabled}
        />
        <small id={`${props.id}-hint`} className="text-body-secondary">
          {props.hint}
        </small>
      </div>
      <Button color="primary" type="submit" disabled={props.disabled || text.trim() === ''}>
        {props.sendLabel}
      </Button>
    </Form>
  );
}
