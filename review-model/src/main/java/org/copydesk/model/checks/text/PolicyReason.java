package org.copydesk.model.checks.text;

/**
 * Why a discovered URL is rejected, in precedence order (FORMATS §3.5): when several
 * apply, the first one in declaration order is the one recorded.
 */
public enum PolicyReason {
    MALFORMED("malformed"),
    CREDENTIALS("credentials"),
    NON_HTTPS("non_https"),
    NON_DEFAULT_PORT("non_default_port"),
    IP_LITERAL("ip_literal"),
    NOT_ALLOWLISTED("not_allowlisted");

    private final String id;

    PolicyReason(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
