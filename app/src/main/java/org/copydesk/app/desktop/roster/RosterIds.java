package org.copydesk.app.desktop.roster;

/** Node ids of the roster page, the new-key form and the signing notice. */
public final class RosterIds {

    public static final String MENU_NEW_KEY = "menu-new-key";
    public static final String MENU_ROSTER = "menu-roster";

    public static final String ROSTER = "roster";
    public static final String ROSTER_BACK = "roster-back";
    public static final String ROSTER_COUNT = "roster-count";
    public static final String ROSTER_TABLE = "roster-table";
    public static final String ROSTER_SIGNER = "roster-signer";
    public static final String ROSTER_MESSAGE = "roster-message";
    public static final String ROSTER_ADD = "roster-add";
    public static final String ROSTER_CHANGE = "roster-change";
    public static final String ROSTER_REVOKE = "roster-revoke";

    public static final String NOTICE = "signing-notice";
    public static final String NOTICE_TEXT = "signing-notice-text";
    public static final String NOTICE_NEW_KEY = "signing-notice-new-key";
    public static final String NOTICE_UNLOCK = "signing-notice-unlock";

    public static final String FORM = "roster-form";
    public static final String FORM_REVIEWER = "form-reviewer";
    public static final String FORM_NAME = "form-name";
    public static final String FORM_FOLDER = "form-folder";
    public static final String FORM_PUBLIC_KEY = "form-public-key";
    public static final String FORM_PASSPHRASE = "form-passphrase";
    public static final String FORM_REPEAT = "form-repeat";
    public static final String FORM_PIN = "form-pin-owner";
    public static final String FORM_PROBLEM = "form-problem";

    private RosterIds() {
    }

    public static String role(String wireName) {
        return "form-role-" + wireName;
    }
}
