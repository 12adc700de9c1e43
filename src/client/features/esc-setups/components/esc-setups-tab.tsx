import { useState } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { EditorCard, EditorPlaceholder } from '../../../components/setups/editor-card';
import { ListEditorLayout } from '../../../components/setups/list-editor-layout';
import { useCars } from '../../../lib/resources/cars';
import { useEscSetups } from '../../../lib/resources/esc-setups';
import { EscForm } from './esc-form';
import { EscList } from './esc-list';

/** SPEC §4 "Editor modes" for ESC setups. */
type EscSelection = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: number };

/** SPEC §2 ESC Setups tab: the list beside the editor. */
export function EscSetupsTab({ user }: { user: User }) {
  const setups = useEscSetups();
  const cars = useCars();
  const [selection, setSelection] = useState<EscSelection>({ mode: 'none' });
  const selected = selection.mode === 'edit' ? setups.data?.find((e) => e.id === selection.id) : undefined;
  const active = selection.mode === 'new' || selected !== undefined;
  const close = () => setSelection({ mode: 'none' });
  const carList = cars.data ?? [];
  const formProps = {
    cars: carList,
    username: user.username,
    onSaved: (id: number) => setSelection({ mode: 'edit', id }),
    onClose: close,
  };

  return (
    <ListEditorLayout
      active={active}
      activeKey={selection.mode === 'edit' ? String(selection.id) : selection.mode}
      list={
        <EscList
          setups={setups.data}
          loading={setups.isPending}
          failed={setups.isError}
          selectedId={selected?.id}
          onSelect={(id) => setSelection({ mode: 'edit', id })}
          onAdd={() => setSelection({ mode: 'new' })}
        />
      }
      editor={
        selection.mode === 'new' ? (
          <EditorCard title="Create New ESC Setup" onBack={close}>
            <EscForm key="new" {...formProps} />
          </EditorCard>
        ) : selected ? (
          <EditorCard title="Edit ESC Setup" onBack={close}>
            <EscForm key={selected.id} esc={selected} {...formProps} />
          </EditorCard>
        ) : (
          <EditorPlaceholder title="Select an ESC Setup">
            Choose an ESC setup from the list to view or edit it, or add a new one.
          </EditorPlaceholder>
        )
      }
    />
  );
}
