package org.copydesk.model.checks.release;

import java.util.List;

/**
 * What the gate asks of the evidence store: which valid owner authorizations name an approval
 * digest. The store verifies signatures, roster and staleness; the model only reads the answer.
 */
@FunctionalInterface
public interface OwnerAuthorizations {

    List<OwnerAuthorization> validFor(String approvalSha256);
}
