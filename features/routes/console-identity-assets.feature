@ui
Feature: Console routes, part 1: users, roles, login ACLs, assets, domains, gateways, system users, command filters, platforms, labels, cloud
  Every route of domain §2 "Console" from users/user-acl through assets/cloud is a real page for an
  administrator, with the seeded data, and refused ("No permission", shell §6) to a console user who
  lacks its permission. Domain §2 marks none of these routes "(licence)": they stay reachable without
  a licence. Paths, headings and permissions are written by hand from domain §2 and the seed.

  Scenario Outline: an administrator opens <path>
    Given "admin" has signed in
    When they open "<path>"
    Then they see the heading "<heading>"

    @domain.2.console.user-acl
    Examples: user login ACLs
      | path                              | heading                |
      | /ui/console/users/user-acl        | User login ACL         |
      | /ui/console/users/user-acl/create | Create User login ACL  |

    @domain.2.console.roles
    Examples: roles
      | path                           | heading     |
      | /ui/console/users/roles        | Roles       |
      | /ui/console/users/roles/create | Create Role |

    @domain.2.console.assets
    Examples: assets
      | path                             | heading      |
      | /ui/console/assets/assets        | Asset list   |
      | /ui/console/assets/assets/create | Create Asset |

    @domain.2.console.domains
    Examples: domains
      | path                              | heading       |
      | /ui/console/assets/domains        | Domains       |
      | /ui/console/assets/domains/create | Create Domain |

    @domain.2.console.gateways
    Examples: gateways
      | path                               | heading        |
      | /ui/console/assets/gateways/create | Create Gateway |

    @domain.2.console.system-users
    Examples: system users
      | path                                   | heading            |
      | /ui/console/assets/system-users        | System users       |
      | /ui/console/assets/system-users/create | Create System user |

    @domain.2.console.cmd-filters
    Examples: command filters
      | path                                  | heading               |
      | /ui/console/assets/cmd-filters        | Command filters       |
      | /ui/console/assets/cmd-filters/create | Create Command filter |

    @domain.2.console.command-filter-rules
    Examples: command filter rules
      | path                                           | heading                    |
      | /ui/console/assets/command-filter-rules/create | Create Command filter rule |

    @domain.2.console.platforms
    Examples: platforms
      | path                                | heading         |
      | /ui/console/assets/platforms        | Platforms       |
      | /ui/console/assets/platforms/create | Create Platform |

    @domain.2.console.labels
    Examples: labels
      | path                             | heading      |
      | /ui/console/assets/labels        | Labels       |
      | /ui/console/assets/labels/create | Create Label |

    @domain.2.console.cloud
    Examples: cloud
      | path                                                | heading                   |
      | /ui/console/assets/cloud                            | Cloud centre              |
      | /ui/console/assets/cloud/account                    | Cloud accounts            |
      | /ui/console/assets/cloud/account/create             | Create Cloud account      |
      | /ui/console/assets/cloud/sync-instance-tasks        | Cloud sync tasks          |
      | /ui/console/assets/cloud/sync-instance-tasks/create | Create Sync instance task |

  Scenario Outline: an administrator opens <path> of the <resource> "<name>"
    Given "admin" has signed in
    When they open "<path>" for the <resource> "<name>"
    Then they see the heading "<heading>"

    @domain.2.console.user-acl
    Examples: user login ACLs
      | path                                 | resource       | name                | heading                             |
      | /ui/console/users/user-acl/:id        | user login ACL | Default office only | User login ACL: Default office only |
      | /ui/console/users/user-acl/:id/update | user login ACL | Default office only | Update User login ACL               |

    @domain.2.console.roles
    Examples: roles
      | path                              | resource | name                       | heading                          |
      | /ui/console/users/roles/:id        | role     | Organization administrator | Role: Organization administrator |
      | /ui/console/users/roles/:id/update | role     | Organization administrator | Update Role                      |

    @domain.2.console.assets
    Examples: assets
      | path                                       | resource | name   | heading                       |
      | /ui/console/assets/assets/:id               | asset    | web-04 | Asset: web-04                 |
      | /ui/console/assets/assets/:id/update        | asset    | web-04 | Update Asset                  |
      | /ui/console/assets/assets/detail/:id/update | asset    | web-04 | More information: web-04      |

    @domain.2.console.domains
    Examples: domains
      | path                                | resource | name        | heading             |
      | /ui/console/assets/domains/:id        | domain   | Default DMZ | Domain: Default DMZ |
      | /ui/console/assets/domains/:id/update | domain   | Default DMZ | Update Domain       |

    @domain.2.console.gateways
    Examples: gateways
      | path                                 | resource | name            | heading        |
      | /ui/console/assets/gateways/:id/update | gateway  | Default gateway | Update Gateway |

    @domain.2.console.system-users
    Examples: system users
      | path                                     | resource    | name        | heading                  |
      | /ui/console/assets/system-users/:id        | system user | Default web | System user: Default web |
      | /ui/console/assets/system-users/:id/update | system user | Default web | Update System user       |

    @domain.2.console.cmd-filters
    Examples: command filters
      | path                                    | resource       | name                       | heading                                    |
      | /ui/console/assets/cmd-filters/:id        | command filter | Default dangerous commands | Command filter: Default dangerous commands |
      | /ui/console/assets/cmd-filters/:id/update | command filter | Default dangerous commands | Update Command filter                      |

    @domain.2.console.command-filter-rules
    Examples: command filter rules
      | path                                                             | resource            | name   | heading                    |
      | /ui/console/assets/command-filter-rules/:id/update?filter=:parent | command filter rule | reboot | Update Command filter rule |

    @domain.2.console.platforms
    Examples: platforms
      | path                                  | resource | name  | heading         |
      | /ui/console/assets/platforms/:id        | platform | Linux | Platform: Linux |
      | /ui/console/assets/platforms/:id/update | platform | Linux | Update Platform |

    @domain.2.console.labels
    Examples: labels
      | path                               | resource | name | heading      |
      | /ui/console/assets/labels/:id/update | label    | team | Update Label |

    @domain.2.console.cloud
    Examples: cloud
      | path                                                  | resource           | name                 | heading                                  |
      | /ui/console/assets/cloud/account/:id                    | cloud account      | Aliyun production    | Cloud account: Aliyun production         |
      | /ui/console/assets/cloud/account/:id/update             | cloud account      | Aliyun production    | Update Cloud account                     |
      | /ui/console/assets/cloud/sync-instance-tasks/:id        | sync instance task | Sync Aliyun hangzhou | Sync instance task: Sync Aliyun hangzhou |
      | /ui/console/assets/cloud/sync-instance-tasks/:id/update | sync instance task | Sync Aliyun hangzhou | Update Sync instance task                |

  Scenario Outline: a console user lacking <permission> cannot open <path>
    Given the Default user "staff01" holding only "rbac.view_console" has signed in
    When they open "<path>"
    Then they see the heading "No permission"

    @domain.2.console.user-acl
    Examples: user login ACLs
      | path                       | permission         |
      | /ui/console/users/user-acl | acls.view_loginacl |

    @domain.2.console.roles
    Examples: roles
      | path                    | permission                                |
      | /ui/console/users/roles | rbac.view_orgrole or rbac.view_systemrole |

    @domain.2.console.assets
    Examples: assets
      | path                             | permission        |
      | /ui/console/assets/assets        | assets.view_asset |
      | /ui/console/assets/assets/create | assets.add_asset  |

    @domain.2.console.domains @domain.2.console.gateways
    Examples: domains and gateways
      | path                               | permission         |
      | /ui/console/assets/domains         | assets.view_domain |
      | /ui/console/assets/gateways/create | assets.add_gateway |

    @domain.2.console.system-users @domain.2.console.cmd-filters @domain.2.console.command-filter-rules
    Examples: system users and command filters
      | path                                           | permission                     |
      | /ui/console/assets/system-users                | assets.view_systemuser         |
      | /ui/console/assets/cmd-filters                 | assets.view_commandfilter      |
      | /ui/console/assets/command-filter-rules/create | assets.add_commandfilterrule   |

    @domain.2.console.platforms @domain.2.console.labels
    Examples: platforms and labels
      | path                         | permission          |
      | /ui/console/assets/platforms | assets.view_platform |
      | /ui/console/assets/labels    | assets.view_label    |

    @domain.2.console.cloud
    Examples: cloud
      | path                                         | permission                                            |
      | /ui/console/assets/cloud                     | xpack.view_account or xpack.view_syncinstancetask     |
      | /ui/console/assets/cloud/account             | xpack.view_account                                    |
      | /ui/console/assets/cloud/account/create      | xpack.add_account                                     |
      | /ui/console/assets/cloud/sync-instance-tasks | xpack.view_syncinstancetask                           |

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
