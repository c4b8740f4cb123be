package org.copydesk.app.cli;

/** A command with subcommands (like {@code roster}) that passes its own and its parent's store options down. */
interface StoreCommandGroup {

    StoreOptions inherited();
}
