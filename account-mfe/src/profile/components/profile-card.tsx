import type { User } from '@shop/shared/contracts';
import { TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { firstName } from '../model/profile-edit';
import { Avatar } from './avatar';
import { AvatarPicker } from './avatar-picker';

/** The greeting, avatar and details; Edit Profile opens the name and picture for changes. */
export function ProfileCard({ user }: { user: User }) {
  const id = useId();
  const editor = useProfileEditor(user);
  const { editing, saving } = editor;

  return (
    <section
      aria-labelledby={`${id}-greeting`}
      className="acc:rounded-2xl acc:border acc:border-slate-200 acc:bg-white acc:p-5 acc:shadow-sm acc:sm:p-8"
    >
      <div className="acc:flex acc:flex-wrap acc:items-center acc:justify-between acc:gap-4">
        <div className="acc:flex acc:items-center acc:gap-4">
          <Avatar fullName={user.fullName} profileImage={user.profileImage} preview={editing ? editor.preview : null} />
          <div>
            <h1 id={`${id}-greeting`} className="acc:text-2xl acc:font-bold acc:tracking-tight acc:text-slate-900 acc:sm:text-3xl">
              Hey {firstName(user.fullName)}
            </h1>
            <p className="acc:mt-1 acc:text-sm acc:text-slate-600">Your details and saved delivery addresses.</p>
          </div>
        </div>
        <Button variant="secondary" onClick={editor.toggleEditing} disabled={saving}>
          {editing ? 'Cancel' : 'Edit Profile'}
        </Button>
      </div>

      <form noValidate onSubmit={editor.save} aria-label="Profile details" className="acc:mt-6 acc:space-y-5">
        {editing && <AvatarPicker chosen={editor.image} error={editor.imageError} disabled={saving} onChoose={editor.chooseImage} />}
        <div className="acc:grid acc:gap-5 acc:sm:grid-cols-2">
          {/* Read-only shows the saved name; editing is the form's field (a new input, as it holds its own value). */}
          <TextField
            key={editing ? 'edit' : 'view'}
            id={`${id}-fullName`}
            label="Full Name"
            {...(editing ? editor.nameField : { name: 'fullName', value: user.fullName, readOnly: true })}
            autoComplete="name"
            className="acc:sm:col-span-2"
          />
          <TextField id={`${id}-email`} name="email" label="Email" type="email" value={user.email} readOnly />
          <TextField id={`${id}-phone`} name="phoneNumber" label="Phone Number" type="tel" value={user.phoneNumber ?? ''} readOnly />
        </div>
        {editing && (
          <div className="acc:flex acc:justify-end">
            <Button type="submit" busy={saving}>
              {saving ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
