import type { ApplicationStatus } from '../../../core/applications/ApplicationStatus.ts';
import type { HistoryItem } from '../../../core/applications/ApplicationHistory.ts';
import type { StoredDocument } from '../../../core/applications/CandidateDocuments.ts';

/** An offer the fake knows: one of a company's on the board, or one that applies elsewhere. */
export interface LedgerOffer {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly companyName: string;
  readonly companyId: number;
  /** False: it applies at its own address or e-mail. */
  readonly onBoard: boolean;
  /** Whether the offer asks each consent. */
  readonly asksFutureConsent?: boolean;
  readonly asksCustomConsent?: boolean;
}

export interface LedgerFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export interface LedgerApplication {
  readonly id: string;
  readonly offer: LedgerOffer;
  readonly candidateId: string | null;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly futureConsent: boolean;
  readonly customConsent: boolean;
  readonly appliedAt: string;
  readonly cv: LedgerFile;
  status: ApplicationStatus;
  statusChangedAt: string | null;
  confirmed: boolean;
  /** A guest's confirmation token (the fake's e-mail link). */
  readonly token: string | null;
}

export interface LedgerHistoryEntry {
  readonly redirectId: string;
  readonly offer: LedgerOffer;
  readonly source: 'board' | 'external';
  applicationId: string | null;
  confirmedAt: string | null;
  readonly createdAt: string;
}

/** What the fake "sent": the e-mails an applicant would get. */
export interface LedgerMail {
  readonly to: string;
  readonly kind: 'confirm-email' | 'status-changed';
  readonly token?: string;
  readonly status?: ApplicationStatus;
}

/**
 * The fake gateway's applications, shared by the applications fakes: the offers, the applications
 * with their CVs, each candidate's history and documents, apply clicks and the e-mails that would
 * go out. Ids look like the gateway's (UUIDs); time comes from `now`.
 */
export class ApplicationLedgerInMemory {
  readonly offers = new Map<string, LedgerOffer>();
  readonly applications: LedgerApplication[] = [];
  readonly history = new Map<string, LedgerHistoryEntry[]>();
  readonly documents = new Map<string, Array<StoredDocument & { bytes: Uint8Array }>>();
  readonly clicks: string[] = [];
  readonly mails: LedgerMail[] = [];
  private counter = 0;

  constructor(readonly now: () => Date = () => new Date()) {}

  nextId(): string {
    return `00000000-0000-4000-8000-${(++this.counter).toString(16).padStart(12, '0')}`;
  }

  addOffer(offer: LedgerOffer): LedgerOffer {
    this.offers.set(offer.slug, offer);
    return offer;
  }

  offerById(id: string): LedgerOffer | undefined {
    return [...this.offers.values()].find((offer) => offer.id === id);
  }

  historyOf(candidateId: string): LedgerHistoryEntry[] {
    const known = this.history.get(candidateId);
    if (known) return known;
    const entries: LedgerHistoryEntry[] = [];
    this.history.set(candidateId, entries);
    return entries;
  }

  documentsOf(candidateId: string): Array<StoredDocument & { bytes: Uint8Array }> {
    const known = this.documents.get(candidateId);
    if (known) return known;
    const documents: Array<StoredDocument & { bytes: Uint8Array }> = [];
    this.documents.set(candidateId, documents);
    return documents;
  }

  /** A history entry as the gateway answers it. */
  toItem(entry: LedgerHistoryEntry): HistoryItem {
    const application = entry.applicationId === null ? undefined : this.applications.find((candidate) => candidate.id === entry.applicationId);
    return {
      redirectId: entry.redirectId,
      jobAdvertisementId: entry.offer.id,
      offerSlug: entry.offer.slug,
      offerTitle: entry.offer.title,
      companyName: entry.offer.companyName,
      source: entry.source,
      isConfirmed: entry.confirmedAt !== null,
      status: application?.status ?? null,
      appliedAt: entry.createdAt,
      confirmedAt: entry.confirmedAt,
      statusChangedAt: application?.statusChangedAt ?? null,
      cvFileName: application?.cv.fileName ?? null,
    };
  }

  /** Deletes an application and takes it out of its candidate's history item. */
  deleteApplication(id: string): void {
    const index = this.applications.findIndex((application) => application.id === id);
    if (index >= 0) this.applications.splice(index, 1);
    for (const entries of this.history.values()) for (const entry of entries) if (entry.applicationId === id) entry.applicationId = null;
  }
}
