@ui
Feature: Each view's address leads to its first page
  Domain §2: /console redirects to /console/dashboard, /audit/ to /audit/dashboard, /workbench/ to
  /workbench/home and /tickets to /tickets/my-tickets (the tickets view needs a licence,
  tickets.view_ticket and TICKETS_ENABLED). Observed in the browser, with and without the trailing
  slash.

  Scenario Outline: <path> leads to <page>
    Given the public setting TICKETS_ENABLED is "true"
    And "admin" has signed in
    When they open "<path>"
    Then the address is "<page>"

    @domain.2.console
    Examples: the console view
      | path         | page                  |
      | /ui/console  | /ui/console/dashboard |
      | /ui/console/ | /ui/console/dashboard |

    @domain.2.audit
    Examples: the audit view
      | path       | page                |
      | /ui/audit  | /ui/audit/dashboard |
      | /ui/audit/ | /ui/audit/dashboard |

    @domain.2.workbench
    Examples: the workbench view
      | path           | page               |
      | /ui/workbench  | /ui/workbench/home |
      | /ui/workbench/ | /ui/workbench/home |

    @domain.2.tickets
    Examples: the tickets view
      | path         | page                  |
      | /ui/tickets  | /ui/tickets/my-tickets |
      | /ui/tickets/ | /ui/tickets/my-tickets |

  @domain.2.tickets
  Scenario: with TICKETS_ENABLED off the tickets view is not offered
    Given the public setting TICKETS_ENABLED is "false"
    And "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the view switcher offers exactly "Console, Audit, Workbench, Settings"
