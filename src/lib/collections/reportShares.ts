import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf } from './timestamps';

// `reportShares/{token}` (issue 22): a campaign report's read-only share link. The document id
// is the token (32 random bytes, base64url). Written only by the createReportShare and
// revokeReportShare functions; read by admins and the brief's owner (and her managing agency).
export const REPORT_SHARES = 'reportShares';

export type ReportShareDoc = {
  /** The token: the document id. */
  id: string;
  briefId: string;
  ownerId: string;
  createdBy: string;
  createdAt: number | null;
  revokedAt: number | null;
};

export const reportShareConverter: FirestoreDataConverter<ReportShareDoc> = {
  toFirestore: (share) => share as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): ReportShareDoc {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      briefId: String(data.briefId ?? ''),
      ownerId: String(data.ownerId ?? ''),
      createdBy: String(data.createdBy ?? ''),
      createdAt: millisOf(data.createdAt),
      revokedAt: millisOf(data.revokedAt),
    };
  },
};
