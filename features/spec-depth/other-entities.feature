@ui @domain.3.other-entities @domain.1.scope
Feature: The other entities of the catalogue, each with a seeded one shown
  Domain §3 also names cloud sync tasks, account backup plans, change-password plans, gathered users,
  nodes, domains, gateways, platforms, labels and admin users. Each is shown where the console keeps it,
  with an object of the seed (mock-server/seed) named on the page: a list of its own, or the detail of
  the object it belongs to (a gateway in its domain, an asset's admin user in the asset). Choice where
  the spec is silent: domain §2 gives admin users no route of their own, so they are read where they
  are used; nodes are the asset tree of the asset list. Rows written by hand from domain §3 and the seed.

  Scenario: an administrator sees a seeded object of each kind
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                         | heading            | shows                | resource | name        |
      | /ui/console/assets/cloud/sync-instance-tasks | Cloud sync tasks   | Sync Aliyun hangzhou |          |             |
      | /ui/console/accounts/backup                  | Account backup     | Default weekly backup |         |             |
      | /ui/console/accounts/change-auth-plan/plan   | Change auth plans  | Rotate web passwords |          |             |
      | /ui/console/accounts/gathered-user           | Gathered users     | local0               |          |             |
      | /ui/console/assets/domains                   | Domains            | Default DMZ          |          |             |
      | /ui/console/assets/domains/:id?activeTab=DomainGateways | Domain: Default DMZ | Default gateway     | domain   | Default DMZ |
      | /ui/console/assets/platforms                 | Platforms          | Linux                |          |             |
      | /ui/console/assets/labels                    | Labels             | team                 |          |             |

  Scenario: nodes are the asset tree of the asset list
    Given "admin" opens the asset list
    When they tab to the asset tree
    Then the focused node is "Default"
    When they press the keys "ArrowRight"
    Then the asset tree shows "Web"
    And the asset tree shows "Database"

  Scenario: an asset names its admin user
    Given "admin" has signed in
    When they open "/ui/console/assets/assets"
    And they follow the link "db-01"
    Then the detail shows "Admin user" as "Default root"
