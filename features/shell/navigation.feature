@ui @shell.2 @shell.6 @domain.2
Feature: Menus, views and navbar per persona
  The sidebar is built from the route table of domain §2: hidden routes, routes needing a licence
  when none is valid, setting-gated routes with the setting off, and routes the user lacks the
  permission for are dropped. The navbar shows the web terminal (rbac.view_webterminal), the system
  settings icon (settings.view_setting) and the tickets link (tickets.view_ticket, TICKETS_ENABLED and
  a valid licence). Roles: admin super admin, auditor system auditor, orgadmin org admin, orgauditor
  org auditor, user org user (the platform's built-in roles).

  @shell.1.views @domain.1.views @shell.2.view-switcher.lists @shell.2.view-switcher.views
  @shell.6.switcher-orgs @domain.6.view-orgs
  Scenario Outline: <persona> sees exactly the views their roles grant
    Given "<persona>" has signed in
    Then the view switcher offers exactly "<views>"

    Examples:
      | persona    | views                                         |
      | admin      | Console, Audit, Workbench, Tickets, Settings  |
      | auditor    | Audit, Workbench, Tickets, Settings           |
      | orgadmin   | Console, Audit, Workbench, Tickets            |
      | orgauditor | Audit, Workbench, Tickets                     |
      | user       | Workbench, Tickets                            |
      | multiorg   | Console, Audit, Workbench, Tickets            |
      | mfauser    | Console, Audit, Workbench, Tickets            |
      | expiring   | Workbench, Tickets                            |
      | ldapuser   | Workbench, Tickets                            |

  @shell.2.first-segment-view
  Scenario Outline: <persona> sees the menu of <page>
    Given "<persona>" has signed in
    When they open "<page>"
    Then the sidebar offers "<offers>"
    And the sidebar does not offer "<lacks>"

    Examples:
      | persona    | page                 | offers                                                                                   | lacks                                     |
      | orgadmin   | /ui/console/dashboard | User list, Roles, Asset list, Platforms, Asset accounts, Asset login ACL, Tasks          | Gateways                                  |
      | orgauditor | /ui/audit/dashboard   | Session list, Commands, Login log                                                         | User list, Asset list                     |

  # One persona, one sign-in, one load: the first page is loaded, the others followed inside the
  # console; every row that fails is named.
  @shell.2.first-segment-view
  Scenario: admin sees the menus of the console, audit and settings views
    Given "admin" has signed in
    Then the sidebar of each page below offers its entries:
      | persona    | page                 | offers                                                                                   | lacks                                     |
      | admin      | /ui/console/dashboard | Dashboard, User list, User groups, Roles, Asset list, Remote apps, Asset permissions, Asset login ACL, Batch command, Task monitor | Gateways |
      | admin      | /ui/audit/dashboard   | Dashboard, Session list, Commands, File transfer, Login log, Operation log, Password change log, Batch command log | User list |
      | admin      | /ui/settings/basic    | Basic, Email, Authentication, SMS, Security, Interface, Organisations, Tools, Licence     | User list                                 |

  @shell.2.first-segment-view
  Scenario: user sees the menus of the workbench and profile views
    Given "user" has signed in
    Then the sidebar of each page below offers its entries:
      | persona    | page                 | offers                                                                                   | lacks                                     |
      | user       | /ui/workbench/home    | Home, My assets, Remote apps, Databases, Kubernetes, Batch command, Web terminal, File manager | User list, Session list              |
      | user       | /ui/profile/info      | Personal information, Personal settings, API key, Connection token                       | Temporary password, Improve your information |

  @shell.2.menu-hidden @shell.6.licence-routes @domain.1.licence
  Scenario: without a valid licence the licence-gated routes leave the menus
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the sidebar offers "User list, Databases, Kubernetes, Asset permissions"
    And the sidebar does not offer "Remote apps, Asset accounts, Account backup, Asset login ACL"
    When they open "/ui/settings/basic"
    Then the sidebar does not offer "SMS, Interface, Organisations"

  @domain.2.console.ops.command-executions @domain.2.workbench.ops
  Scenario: batch command is hidden unless SECURITY_COMMAND_EXECUTION is on
    Given the public setting SECURITY_COMMAND_EXECUTION is "false"
    And "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the sidebar does not offer "Batch command"
    When they open "/ui/workbench/home"
    Then the sidebar does not offer "Batch command"

  @shell.6.shell.web-terminal @shell.6.shell.settings-icon
  Scenario Outline: <persona> sees the navbar items the spec grants
    Given "<persona>" has signed in
    Then the navbar offers "<offers>"
    And the navbar does not offer "<lacks>"

    Examples: built-in roles: system admin and system auditor hold settings.view_setting; the system role User (every persona but those two) holds rbac.view_webterminal; every user holds tickets.view_ticket
      | persona    | offers                                                      | lacks                        |
      | admin      | Web terminal, System settings, Tickets, Site messages, Help |                              |
      | auditor    | System settings, Tickets, Site messages, Help               | Web terminal                 |
      | orgadmin   | Web terminal, Tickets, Site messages, Help                  | System settings              |
      | orgauditor | Web terminal, Tickets, Site messages, Help                  | System settings              |
      | user       | Web terminal, Tickets, Site messages, Help                  | System settings              |
      | multiorg   | Web terminal, Tickets, Site messages, Help                  | System settings              |
      | expiring   | Web terminal, Tickets, Site messages, Help                  | System settings              |
      | ldapuser   | Web terminal, Tickets, Site messages, Help                  | System settings              |
      | mfauser    | Web terminal, Tickets, Site messages, Help                  | System settings              |

  # A persona's roles hold many permissions at once: these two rows prove each icon reads its own
  # permission string (shell §6), whatever else the user holds.
  @shell.6.shell.web-terminal @shell.6.shell.settings-icon
  Scenario Outline: a user holding every permission but <lacking> is offered no <icon> icon
    Given "staff01" holding every permission but "<lacking>" has signed in
    Then the navbar offers "<other>"
    And the navbar does not offer "<icon>"

    Examples:
      | icon            | lacking               | other           |
      | Web terminal    | rbac.view_webterminal | System settings |
      | System settings | settings.view_setting | Web terminal    |

  @shell.6.shell.web-terminal @shell.6.shell.settings-icon
  Scenario Outline: a user holding only <needed> is offered the <icon> icon
    Given "staff01" holding exactly "<needed>" has signed in
    Then the navbar offers "<icon>"
    And the navbar does not offer "<other>"

    Examples:
      | icon            | needed                | other           |
      | Web terminal    | rbac.view_webterminal | System settings |
      | System settings | settings.view_setting | Web terminal    |

  Scenario: the tickets link needs TICKETS_ENABLED
    Given the public setting TICKETS_ENABLED is "false"
    And "admin" has signed in
    Then the navbar does not offer "Tickets"
    And the view switcher offers exactly "Console, Audit, Workbench, Settings"

  @shell.6.shell.tickets-link
  Scenario Outline: the tickets link needs tickets.view_ticket, TICKETS_ENABLED and a valid licence (<case>)
    Given the public setting TICKETS_ENABLED is "<enabled>"
    And the public setting XPACK_LICENSE_IS_VALID is "<licensed>"
    And the user "staff01" whose only system role holds "<holds>" has signed in
    Then the navbar <verdict> "Tickets"

    Examples:
      | case          | holds                         | enabled | licensed | verdict        |
      | all three     | tickets.view_ticket           | true    | true     | offers         |
      | not enabled   | tickets.view_ticket           | false   | true     | does not offer |
      | no licence    | tickets.view_ticket           | true    | false    | does not offer |
      | no permission | authentication.view_accesskey | true    | true     | does not offer |

  Scenario: the account menu offers the personal pages, language and logout
    Given "user" has signed in
    When they open the "Account menu" menu
    Then the menu offers "Profile, API key, Connection token, Language, Log out"
    And the menu does not offer "Temporary password"

  @shell.6.shell.api-key @shell.6.shell.temp-password @shell.6.shell.connection-token
  Scenario Outline: each personal entry of the account menu needs its own permission
    Given the public setting AUTH_TEMP_TOKEN is "true"
    And the user "staff01" whose only system role holds "<holds>" has signed in
    When they open the "Account menu" menu
    Then the menu offers "Profile, <offered>, Language, Log out"
    And the menu does not offer "<not offered>"

    Examples:
      | holds                               | offered            | not offered                          |
      | authentication.view_accesskey       | API key            | Connection token, Temporary password |
      | authentication.view_connectiontoken | Connection token   | API key, Temporary password          |
      | authentication.view_temptoken       | Temporary password | API key, Connection token            |

  @domain.2.profile.temp-password
  Scenario: the temporary password entry appears when AUTH_TEMP_TOKEN is on
    Given the public setting AUTH_TEMP_TOKEN is "true"
    And "user" has signed in
    When they open the "Account menu" menu
    Then the menu offers "Temporary password"
    When they choose "Temporary password" in the menu
    Then the address is "/ui/profile/temp-password"
    And they see the heading "Temporary password"

  @shell.1 @shell.6.enterprise-help
  Scenario: the enterprise entry is offered only without a valid licence
    Given "admin" has signed in
    When they open the "Help" menu
    Then the menu offers "Documentation, Support"
    And the menu does not offer "Enterprise edition information"
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    When they open "/ui/workbench/home"
    And they open the "Help" menu
    Then the menu offers "Enterprise edition information"

  @shell.2.path.luna
  Scenario: the web terminal opens /luna/ in a new tab and the tickets link opens the assigned tickets
    Given "admin" has signed in
    Then the navbar link "Web terminal" opens "/luna/" in a new tab
    When they press the "Tickets" button
    Then the address is "/ui/tickets/assigned-tickets"

  @shell.1.footer-version @shell.1.footer-corporation @shell.1.licence-footer-notice @domain.9.footer
  Scenario: the footer names the version and the licensed corporation, or the open-source notice
    Given "user" has signed in
    Then the footer shows "Version 2.26.1"
    And the footer shows "Example Corporation (mock licence)"
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    When they open "/ui/workbench/home"
    Then the footer shows "Open source edition, licensed under GPLv3"
    And the footer shows "Enterprise edition information"

  @shell.7.call.assigned-tickets @domain.7.assigned-count
  Scenario: the tickets link counts the open tickets waiting for the user
    Given "orgadmin" has signed in
    And they note the assigned-tickets badge
    When "user" applies for asset access in the organisation Default
    And they open "/ui/console/dashboard"
    Then the assigned-tickets badge has grown by 1
