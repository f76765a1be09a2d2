// A form's resumable uploads (issue 22): whether the host offers them, the unfinished uploads found
// for the files the creator picks (offered to continue), and sending the files.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../stores/auth-store';
import { useDeployment } from '../stores/deployment-store';
import type { FileToSend, UnfinishedUpload, UploadProgressCallbacks } from './resumable-upload';

const loadResumable = () => import('./resumable-upload');

export function useResumableFiles<Slot extends string>() {
  const offered = useDeployment().resumableUploads === true;
  const userUuid = useAuthStore((state) => state.uuid);
  const enabled = offered && !!userUuid;
  const [offers, setOffers] = useState<Partial<Record<Slot, UnfinishedUpload>>>({});
  const latest = useRef<Partial<Record<Slot, File>>>({});
  const continued = useRef<Partial<Record<Slot, UnfinishedUpload>>>({});

  const drop = useCallback(
    (slot: Slot) =>
      setOffers((current) => {
        const next = { ...current };
        delete next[slot];
        return next;
      }),
    [],
  );

  const lookUp = useCallback(
    (slot: Slot, file: File) => {
      if (!enabled || !userUuid) return;
      void loadResumable()
        .then(({ findUnfinishedUpload }) => findUnfinishedUpload(file, userUuid))
        .then((found) => {
          if (found && latest.current[slot] === file) setOffers((current) => ({ ...current, [slot]: found }));
        })
        .catch(() => undefined);
    },
    [enabled, userUuid],
  );

  /** A file was picked: look for its unfinished upload. */
  const chosen = useCallback(
    (slot: Slot, file: File) => {
      latest.current[slot] = file;
      delete continued.current[slot];
      drop(slot);
      lookUp(slot, file);
    },
    [lookUp, drop],
  );

  // Right after a reload a file may be picked before the deployment (or the session) has answered:
  // the files already chosen are looked up once the host is known to offer resumable uploads.
  useEffect(() => {
    if (!enabled) return;
    for (const [slot, file] of Object.entries(latest.current) as [Slot, File | undefined][]) {
      if (file && !continued.current[slot]) lookUp(slot, file);
    }
  }, [enabled, lookUp]);

  /** "Continue": the next send resumes that upload. */
  const accept = (slot: Slot) => {
    const offer = offers[slot];
    if (offer) continued.current[slot] = offer;
    drop(slot);
  };

  /** "Start over": the unfinished upload is ended on the server; the next send starts from zero. */
  const decline = (slot: Slot) => {
    const offer = offers[slot];
    drop(slot);
    if (offer) void loadResumable().then(({ discardUnfinishedUpload }) => discardUnfinishedUpload(offer));
  };

  const send = async (files: Omit<FileToSend<Slot>, 'previous'>[], callbacks: UploadProgressCallbacks) => {
    const { sendFilesResumably } = await loadResumable();
    const withPrevious = files.map((item) => {
      const offer = continued.current[item.slot];
      return { ...item, previous: offer && offer.file === item.file ? offer.previous : null };
    });
    return sendFilesResumably(withPrevious, userUuid ?? '', callbacks);
  };

  /** The entry was accepted: its uploads are used up. */
  const forget = (files: File[]) =>
    void loadResumable().then(({ forgetUpload }) => {
      for (const file of files) forgetUpload(file);
    });

  return { enabled, offers, chosen, accept, decline, send, forget };
}
