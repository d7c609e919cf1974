@ui
Feature: Console routes, part 1: users, roles, login ACLs, assets, domains, gateways, system users, command filters, platforms, labels, cloud
  Every route of domain §2 "Console" from users/user-acl through assets/cloud is a real page for an
  administrator, with the seeded data, and refused ("No permission", shell §6) to a console user who
  lacks its permission. Domain §2 marks none of these routes "(licence)": they stay reachable without
  a licence. Paths, headings and permissions are written by hand from domain §2 and the seed.

  @domain.2.console.user-acl @domain.2.console.roles @domain.2.console.assets @domain.2.console.domains @domain.2.console.gateways @domain.2.console.system-users @domain.2.console.cmd-filters @domain.2.console.command-filter-rules @domain.2.console.platforms @domain.2.console.labels @domain.2.console.cloud
  Scenario: an administrator opens each address below
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                                | heading                    |
      | /ui/console/users/user-acl                          | User login ACL             |
      | /ui/console/users/user-acl/create                   | Create User login ACL      |
      | /ui/console/users/roles                             | Roles                      |
      | /ui/console/users/roles/create                      | Create Role                |
      | /ui/console/assets/assets                           | Asset list                 |
      | /ui/console/assets/assets/create                    | Create Asset               |
      | /ui/console/assets/domains                          | Domains                    |
      | /ui/console/assets/domains/create                   | Create Domain              |
      | /ui/console/assets/gateways/create                  | Create Gateway             |
      | /ui/console/assets/system-users                     | System users               |
      | /ui/console/assets/system-users/create              | Create System user         |
      | /ui/console/assets/cmd-filters                      | Command filters            |
      | /ui/console/assets/cmd-filters/create               | Create Command filter      |
      | /ui/console/assets/command-filter-rules/create      | Create Command filter rule |
      | /ui/console/assets/platforms                        | Platforms                  |
      | /ui/console/assets/platforms/create                 | Create Platform            |
      | /ui/console/assets/labels                           | Labels                     |
      | /ui/console/assets/labels/create                    | Create Label               |
      | /ui/console/assets/cloud                            | Cloud centre               |
      | /ui/console/assets/cloud/account                    | Cloud accounts             |
      | /ui/console/assets/cloud/account/create             | Create Cloud account       |
      | /ui/console/assets/cloud/sync-instance-tasks        | Cloud sync tasks           |
      | /ui/console/assets/cloud/sync-instance-tasks/create | Create Sync instance task  |

  @domain.2.console.user-acl @domain.2.console.roles @domain.2.console.assets @domain.2.console.domains @domain.2.console.gateways @domain.2.console.system-users @domain.2.console.cmd-filters @domain.2.console.command-filter-rules @domain.2.console.platforms @domain.2.console.labels @domain.2.console.cloud
  Scenario: an administrator opens each address below of a seeded object
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                                              | heading                                    | resource            | name                       |
      | /ui/console/users/user-acl/:id                                    | User login ACL: Default office only        | user login ACL      | Default office only        |
      | /ui/console/users/user-acl/:id/update                             | Update User login ACL                      | user login ACL      | Default office only        |
      | /ui/console/users/roles/:id                                       | Role: Organization administrator           | role                | Organization administrator |
      | /ui/console/users/roles/:id/update                                | Update Role                                | role                | Organization administrator |
      | /ui/console/assets/assets/:id                                     | Asset: web-04                              | asset               | web-04                     |
      | /ui/console/assets/assets/:id/update                              | Update Asset                               | asset               | web-04                     |
      | /ui/console/assets/assets/detail/:id/update                       | More information: web-04                   | asset               | web-04                     |
      | /ui/console/assets/domains/:id                                    | Domain: Default DMZ                        | domain              | Default DMZ                |
      | /ui/console/assets/domains/:id/update                             | Update Domain                              | domain              | Default DMZ                |
      | /ui/console/assets/gateways/:id/update                            | Update Gateway                             | gateway             | Default gateway            |
      | /ui/console/assets/system-users/:id                               | System user: Default web                   | system user         | Default web                |
      | /ui/console/assets/system-users/:id/update                        | Update System user                         | system user         | Default web                |
      | /ui/console/assets/cmd-filters/:id                                | Command filter: Default dangerous commands | command filter      | Default dangerous commands |
      | /ui/console/assets/cmd-filters/:id/update                         | Update Command filter                      | command filter      | Default dangerous commands |
      | /ui/console/assets/command-filter-rules/:id/update?filter=:parent | Update Command filter rule                 | command filter rule | reboot                     |
      | /ui/console/assets/platforms/:id                                  | Platform: Linux                            | platform            | Linux                      |
      | /ui/console/assets/platforms/:id/update                           | Update Platform                            | platform            | Linux                      |
      | /ui/console/assets/labels/:id/update                              | Update Label                               | label               | team                       |
      | /ui/console/assets/cloud/account/:id                              | Cloud account: Aliyun production           | cloud account       | Aliyun production          |
      | /ui/console/assets/cloud/account/:id/update                       | Update Cloud account                       | cloud account       | Aliyun production          |
      | /ui/console/assets/cloud/sync-instance-tasks/:id                  | Sync instance task: Sync Aliyun hangzhou   | sync instance task  | Sync Aliyun hangzhou       |
      | /ui/console/assets/cloud/sync-instance-tasks/:id/update           | Update Sync instance task                  | sync instance task  | Sync Aliyun hangzhou       |

  Scenario Outline: a console user holding only <permission> opens <path>
    Given the Default user "staff01" holding only "rbac.view_console, <permission>" has signed in
    When they open "<path>"
    Then they see the heading "<heading>"

    @domain.2.console.roles @domain.6.pipe
    Examples: either role permission suffices (domain §2 "rbac.view_orgrole OR rbac.view_systemrole")
      | path                    | permission           | heading |
      | /ui/console/users/roles | rbac.view_orgrole    | Roles   |
      | /ui/console/users/roles | rbac.view_systemrole | Roles   |

    @domain.2.console.cloud
    Examples: the cloud centre with either of its permissions
      | path                     | permission                  | heading      |
      | /ui/console/assets/cloud | xpack.view_account          | Cloud centre |
      | /ui/console/assets/cloud | xpack.view_syncinstancetask | Cloud centre |

    @domain.2.console.assets @domain.2.console.domains
    Examples: lists with their view permission
      | path                       | permission         | heading    |
      | /ui/console/assets/assets  | assets.view_asset  | Asset list |
      | /ui/console/assets/domains | assets.view_domain | Domains    |

  @domain.2.console.user-acl @domain.2.console.cloud
  Scenario: without a valid licence the routes of this part stay (domain §2 marks none "(licence)")
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    When they open "/ui/console/assets/cloud"
    Then they see the heading "Cloud centre"
