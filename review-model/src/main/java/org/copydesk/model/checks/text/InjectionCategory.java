package org.copydesk.model.checks.text;

/** What an injection finding tries to do; {@link #id()} is the name used in details and files. */
public enum InjectionCategory {
    INSTRUCTION_OVERRIDE("instruction_override"),
    ROLE_IMPERSONATION("role_impersonation"),
    TOOL_DIRECTIVE("tool_directive"),
    SECRET_REQUEST("secret_request"),
    FORECAST_TAMPERING("forecast_tampering"),
    HIDDEN_CHARACTERS("hidden_characters");

    private final String id;

    InjectionCategory(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
