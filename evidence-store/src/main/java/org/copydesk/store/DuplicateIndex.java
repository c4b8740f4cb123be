package org.copydesk.store;

import java.util.List;
import java.util.Map;

/**
 * Groups of runs that may be duplicates (CHECKS.md, Duplicates): runs citing the same document,
 * and poll runs with the same sample key. Each group's members are distinct and in digest order.
 */
public interface DuplicateIndex {

    /** Documents cited by more than one run: document digest → record digests. */
    Map<String, List<String>> sharedDocuments();

    /** Sample keys held by more than one poll run: key → record digests. */
    Map<String, List<String>> sharedSamples();

    /** {@link #sharedDocuments()}, only the groups holding {@code recordSha256}. */
    Map<String, List<String>> sharedDocumentsOf(String recordSha256);

    /** {@link #sharedSamples()}, only the group holding {@code recordSha256}. */
    Map<String, List<String>> sharedSamplesOf(String recordSha256);
}
