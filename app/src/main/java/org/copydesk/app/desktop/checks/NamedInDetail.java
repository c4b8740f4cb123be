package org.copydesk.app.desktop.checks;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the block ids and field names a check's detail names ("margin_of_error 0.4 … (b003)"). */
final class NamedInDetail {

    private static final Pattern BLOCK_ID = Pattern.compile("\\bb\\d{3,}\\b");

    private NamedInDetail() {
    }

    static Set<String> blockIds(String detail) {
        Set<String> ids = new LinkedHashSet<>();
        Matcher m = BLOCK_ID.matcher(detail);
        while (m.find()) {
            ids.add(m.group());
        }
        return ids;
    }

    /** The known field names that occur in the detail as whole words. */
    static Set<String> fieldNames(String detail, Collection<String> known) {
        Set<String> names = new LinkedHashSet<>();
        for (String name : known) {
            if (Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(name) + "(?![A-Za-z0-9_])").matcher(detail).find()) {
                names.add(name);
            }
        }
        return names;
    }
}
