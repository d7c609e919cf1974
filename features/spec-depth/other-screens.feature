@ui @domain.2.other-screens
Feature: The other screens the vocabulary names
  Domain §2 names screens beyond its route table: dashboard, my assets, my apps, nodes, user profile,
  first login and personal-information improvement, sessions (online, offline history, detail),
  command records, file transfer, job centre, terminal management, command and replay storage,
  endpoints and endpoint rules, site messages, web terminal and web FTP, and the 403 and 404 pages.
  Their path shapes are not shown: each is reached where this console keeps it, and shows its heading
  and a seeded object (the 403 and 404 pages: features/shell/startup.feature, domain.2.error-pages). Choice where the spec is silent:
  sessions online and offline are the session list filtered on is_finished; storages, endpoints and
  endpoint rules are tabs of the terminal settings; the web terminal and web FTP are the platform's
  own pages (/luna/, /koko/elfinder/sftp/), opened from the workbench (features/shell/external-links).

  Scenario: an administrator reaches each screen of the vocabulary
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                           | heading              | shows                     |
      | /ui/console/dashboard                          | Dashboard            |                           |
      | /ui/audit/sessions/sessions?is_finished=false  | Session list         | Org Admin(orgadmin)       |
      | /ui/audit/sessions/sessions?is_finished=true   | Session list         | Multi Org Admin(multiorg) |
      | /ui/audit/sessions/command                     | Commands             | Administrator(admin)      |
      | /ui/audit/sessions/ftp                         | File transfer        | /tmp/report-0.txt         |
      | /ui/console/ops/tasks                          | Tasks                | Default gather facts      |
      | /ui/settings/terminal?activeTab=Terminal       | Terminal             | [koko]-mock-1             |
      | /ui/settings/terminal?activeTab=ReplayStorage  | Terminal             | default                   |
      | /ui/settings/terminal?activeTab=CommandStorage | Terminal             | elasticsearch             |
      | /ui/settings/terminal?activeTab=Endpoint       | Terminal             | Default                   |
      | /ui/settings/terminal?activeTab=EndpointRule   | Terminal             | Office network            |
      | /ui/profile/info                               | Personal information | admin@example.com         |
      | /ui/workbench/assets                           | My assets            |                           |
      | /ui/workbench/apps/databases                   | Databases            |                           |

  Scenario: a user's first login leads to the personal-information improvement
    Given "newbie" has signed in
    When they open "/ui/"
    Then they see the heading "Improve your information"

  Scenario: nodes are the asset tree of the asset list
    Given "admin" opens the asset list
    When they tab to the asset tree
    Then the focused node is "Default"
    When they press the keys "ArrowRight"
    Then the asset tree shows "Database"
