@api
Feature: Shell rules on the console's own modules
  Rules of the shell document that live in the console's code rather than on a screen, run in node on
  the real modules: the levels of a route (shell §2), the layout-only routes that need no permission
  (shell §6), the HTTP client's base URL and raw flag (shell §7), the shapes of a paged answer (shell §3)
  and the detail path taken from the route when no url is given (shell §7).

  @shell.2.route-meta-levels
  Scenario Outline: <path> is at level <level>
    Then the path "<path>" is at level <level>, with the view "<view>", the app "<app>", the resource "<resource>" and the page "<page>"

    Examples:
      | path                                         | level | view      | app      | resource     | page          |
      | /console                                     | 1     | console   |          |              |               |
      | /console/users                               | 2     | console   | users    |              |               |
      | /console/users/users                         | 3     | console   | users    | users        |               |
      | /console/users/users/create                  | 4     | console   | users    | users        | create        |
      | /console/users/users/:id                     | 4     | console   | users    | users        | :id           |
      | /console/users/users/:id/update              | 4     | console   | users    | users        | :id/update    |
      | /console/assets/assets/detail/:id/update     | 4     | console   | assets   | assets       | detail/:id/update |
      | /audit/sessions/sessions/:id                 | 4     | audit     | sessions | sessions     | :id           |
      | /workbench/apps                              | 2     | workbench | apps     |              |               |

  # Shell §6: "A layout-only route needs none". A layout-only route is one that only lays out other
  # routes and for which domain §2 names no permission: the views console, audit and workbench, and the
  # app groups. Domain §2 does give a permission to three entries that hold pages: the tickets view
  # (tickets.view_ticket), the settings view (settings.view_setting) and the workbench's apps
  # (perms.view_myapps); those are not layout-only (features/core/route-meta.feature lists them).
  @shell.6.layout-route
  Scenario Outline: the layout-only route <path> lets in a user holding nothing
    Then the route table holds the layout-only entry "<path>", which lets in a user holding nothing

    Examples:
      | path                  |
      | /console              |
      | /console/users        |
      | /console/assets       |
      | /console/applications |
      | /console/perms        |
      | /console/ops          |
      | /audit                |
      | /audit/sessions       |
      | /audit/logs           |
      | /workbench            |
      | /workbench/ops        |

  @shell.7.base-url
  Scenario Outline: the client's base URL is empty: <path> is sent as it is, to the console's origin
    Then the console's HTTP client sends "<path>" to "<path>", on the page's own origin

    Examples:
      | path                            |
      | /api/v1/users/profile/          |
      | /api/v1/settings/public/open/   |

  @shell.7.raw
  Scenario: the client returns the body, or the full response when the raw flag is set
    Given a client signed in as "admin"
    When the console requests GET "/api/v1/users/profile/" with the raw flag
    Then the console got the full response: status 200, a "Content-Type" header and the body with "username" "admin"
    When the console requests GET "/api/v1/users/profile/" without it
    Then the console got the body itself, with "username" "admin"

  @shell.3.paged-response
  Scenario: a paged answer is results and count, a bare array, or content and totalElements
    Then every row below is read as its rows and count:
      | answer                                                                               | rows       | count |
      | {"count": 42, "next": "/api/v1/x/?offset=15", "results": [{"name": "a"}, {"name": "b"}]} | a, b       | 42    |
      | [{"name": "a"}, {"name": "b"}, {"name": "c"}]                                          | a, b, c    | 3     |
      | {"content": [{"name": "a"}], "totalElements": 7}                                       | a          | 7     |

  @shell.7.call.detail
  Scenario Outline: a detail is read at <sent>{id}/ <how>
    Given a client signed in as "admin"
    And the current organisation is "00000000-0000-0000-0000-000000000000"
    When the console reads the detail of the signed-in user on the route "<route>", given the url "<url>"
    Then the console sent GET "<sent>" with the user's id and read "username" "admin"

    Examples:
      | how                              | route                     | url                      | sent                     |
      | from the url it was given        | /console/users/users/:id  | /api/v1/users/users/     | /api/v1/users/users/     |
      | from the route, without a url    | /console/users/users/:id  |                          | /api/v1/users/users/     |
